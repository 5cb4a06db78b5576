import { Callout, ContentPage, Lead } from './parts';

/** Section start.team — Collaboration and Adding Team Members. */
export function TeamMemberPage() {
  return (
    <ContentPage>
      <Lead>
        <p>
          A strong fundraising plan is rarely written by one person. Your budgets live with your finance lead, your
          outcomes with your program staff, and your vision with your board. fundplan lets you bring those people
          into the same plan, give each of them the sections they know best, and watch the work come together in
          one place.
        </p>
      </Lead>

      <h2>Invite your team</h2>
      <ol>
        <li>
          As the account owner, find the team widget in the top bar (the row of team avatars) and select the{' '}
          <span className="plan-plus" aria-hidden="true">
            +
          </span>{' '}
          <strong>plus button</strong>. The team panel opens, titled with your organization’s name.
        </li>
        <li>
          Type each address into <strong>Add Members via Email</strong> and press Space or Enter after each one
          (a comma works too). You can add several people at once.
        </li>
        <li>
          Select <strong>Invite</strong>. Each person receives an e-mail with a link to join your organization’s
          plan.
        </li>
      </ol>
      <p>
        Everyone you invite appears under <strong>All Members</strong>. Until they accept, they are marked{' '}
        <strong>Pending</strong>, and a resend button lets you send the invitation again if it got lost in a spam
        folder. You can also remove a member from the same list.
      </p>

      <h2>Assign modules and sections</h2>
      <p>
        Open the module or section you want to hand over and use the <strong>Assignees</strong> button on that page
        to tick the team members responsible for it. Their avatars then show beside it, so everyone sees at a
        glance who owns what. A section can have more than one assignee.
      </p>
      <Callout kind="note" title="Invitations come first">
        <p>
          A team member cannot be assigned until they accept their invitation. Until then they appear in the
          Assignees list marked <strong>Pending</strong>, and their name cannot be ticked. Resend the invitation from
          the team panel and ask them to look for it.
        </p>
      </Callout>

      <h2>Who to invite</h2>
      <ul>
        <li>
          <strong>Executive director:</strong> vision, mission and the letter in your case for support.
        </li>
        <li>
          <strong>Finance lead or bookkeeper:</strong> program and overhead expenses, revenue and the budget
          summary (modules 4 to 7).
        </li>
        <li>
          <strong>Program directors:</strong> program goals, budget justifications and evaluation (modules 4 and
          8).
        </li>
        <li>
          <strong>Development and communications staff:</strong> case for support, success stories, stewardship
          and policies (modules 11 to 14).
        </li>
        <li>
          <strong>Board chair or development committee:</strong> reviewing the goal and the gift pyramid.
        </li>
      </ul>

      <h2>What team members can do</h2>
      <p>
        Members go straight to the plan: they do not pay or complete onboarding. They can read and answer every
        module, and their answers save automatically, just like yours. Progress is shared, so when a colleague
        completes a section, you see its check mark in the sidebar. The account owner invites people, sets
        assignments, and manages the subscription and the organization’s information in Settings.
      </p>
      <Callout kind="tip" title="Start small">
        <p>
          Invite two or three key people now and agree on who drafts which module this month. A short weekly
          check-in keeps momentum far better than a large group that waits for someone else to start.
        </p>
      </Callout>
    </ContentPage>
  );
}
