import planImage from '../../../assets/slide-plan.svg?no-inline';
import teamImage from '../../../assets/slide-team.svg?no-inline';

export const SLIDES = [
  {
    image: planImage,
    alt: 'A fundraising plan: a checklist beside a growing bar chart and a goal flag',
    title: 'Plan with purpose',
    text: 'Turn your mission and programs into a clear three-year fundraising plan, one guided module at a time.',
  },
  {
    image: teamImage,
    alt: 'A team around a gift pyramid with a heart at its top',
    title: 'Raise with confidence',
    text: 'Build your case for support, gift pyramid and stewardship structure together with your team.',
  },
] as const;
