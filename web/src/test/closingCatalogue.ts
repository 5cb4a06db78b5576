/**
 * The closing modules' part of the question catalogue (shared/domain/questions/case-for-support.toml
 * and gift-pyramid.toml) for the closing pages' tests: the real ids, keys, labels, questions,
 * placeholders and word limits; the instruction and the model answer cut to their first sentence.
 */
import type { Question } from '../lib/resources/questions';

export const CLOSING_QUESTIONS: Question[] = [
  {
    "id": 1101,
    "category_id": 11,
    "question_name": "finalize_case_for_support_executive_director_letter",
    "title": "Letter From the Executive Director",
    "label": "Letter From the Executive Director",
    "question": "What would your executive director say, in a personal letter, to a donor opening your case for support?",
    "placeholder": "Write the letter here, starting with its greeting and ending with the signature...",
    "word_limit": 255,
    "instruction": "The letter is the first page a donor reads after the contents page of your designed case for support.",
    "model_answer": "Dear Friend,  When I joined Riverbend Literacy Alliance in 2017, a learner named Walter told me he had spent forty years hiding the fact that he could not read a bus schedule.",
    "question_type": "text"
  },
  {
    "id": 1102,
    "category_id": 11,
    "question_name": "finalize_case_for_support_story",
    "title": "Our Story",
    "label": "Our Story",
    "question": "How did your organization begin, how has it grown, and what has stayed the same?",
    "placeholder": "Tell the story of your organization here...",
    "word_limit": 294,
    "instruction": "Our Story is the page of your case for support that follows the director's letter, printed beside four photographs you choose in the document editor.",
    "model_answer": "Riverbend Literacy Alliance began at a library table in 2009.",
    "question_type": "text"
  },
  {
    "id": 1103,
    "category_id": 11,
    "question_name": "finalize_case_for_support_vision",
    "title": "Our Vision",
    "label": "Our Vision",
    "question": "What will your community look like if your organization succeeds?",
    "placeholder": "Describe the future your work is building...",
    "word_limit": null,
    "instruction": "Your vision is printed on the \"vision and mission\" page of your case for support, right beside the mission statement you wrote in the Aspirational Vision module.",
    "model_answer": "We see a Riverbend County where every adult can read, write and speak with confidence, and every child grows up in a home where reading is part of daily life.",
    "question_type": "text"
  },
  {
    "id": 1104,
    "category_id": 11,
    "question_name": "finalize_case_for_support_more",
    "title": "Call For More",
    "label": "Call For More",
    "question": "What more is needed, why now, and what will your three-year goal make possible?",
    "placeholder": "Describe the need that remains and what your goal will do about it...",
    "word_limit": 285,
    "instruction": "Call for More turns your case from what you already do to what you need to do next.",
    "model_answer": "Every week our tutors see what learning makes possible.",
    "question_type": "text"
  },
  {
    "id": 1105,
    "category_id": 11,
    "question_name": "case_statement_summary",
    "title": "Annual Programs Summary",
    "label": "Annual Programs Summary",
    "question": "What are your core annual programs, whom do they serve, and what do they cost?",
    "placeholder": "Summarize each of your core programs here...",
    "word_limit": 625,
    "instruction": "The Annual Programs Summary fills the \"current programs\" page of your case for support, beside four photographs.",
    "model_answer": "The Alliance runs three core programs.",
    "question_type": "text"
  },
  {
    "id": 1106,
    "category_id": 11,
    "question_name": "case_statement_join_us_message",
    "title": "Join Us",
    "label": "Join Us",
    "question": "How do you invite the reader to take part, and what should they do next?",
    "placeholder": "Write your invitation to join here...",
    "word_limit": 138,
    "instruction": "Join Us is the closing invitation of your case for support.",
    "model_answer": "A neighbor who learns to read changes a family, a workplace and a community.",
    "question_type": "text"
  },
  {
    "id": 1107,
    "category_id": 11,
    "question_name": "case_statement_ways_to_give",
    "title": "Ways to Give",
    "label": "Ways to Give",
    "question": "Which ways of giving can your organization accept today?",
    "placeholder": "",
    "word_limit": null,
    "instruction": "Tick every way of giving your organization can accept and process today.",
    "model_answer": "We offer Cash (online, card and bank transfer gifts, receipted the same day), Check, and Securities (Stock Transfers), because our bank's brokerage account can receive shares and our finance committee sells them within a week.",
    "question_type": "list"
  },
  {
    "id": 1108,
    "category_id": 11,
    "question_name": "finalize_case_for_support_impact",
    "title": "Impact Statement",
    "label": "Impact Statement",
    "question": "What difference does your work make, and how do you know?",
    "placeholder": "Describe your results and one person's story here...",
    "word_limit": 260,
    "instruction": "The Impact Statement tells donors what changes because of your work, and shows them how you know.",
    "model_answer": "Literacy changes lives one page at a time, and we count every page.",
    "question_type": "text"
  },
  {
    "id": 1109,
    "category_id": 11,
    "question_name": "success_story_highlights",
    "title": "Success Story Highlights",
    "label": "Success Story Highlights",
    "question": "Whose stories show, better than any figure, what your work changes?",
    "placeholder": "",
    "word_limit": null,
    "instruction": "A success story is where a donor meets one person your work has changed.",
    "model_answer": "When Rosa first came to our Mill Street center, she was fifty-two, working nights in a warehouse and reading at a second-grade level.",
    "question_type": "page"
  },
  {
    "id": 1201,
    "category_id": 12,
    "question_name": "prospect_to_donor_ratio",
    "title": "Donor: Prospect Ratio and Gift Pyramid",
    "label": "Donor: Prospect Ratio and Gift Pyramid",
    "question": "How many prospects will you need for each gift, and who are they?",
    "placeholder": "",
    "word_limit": null,
    "instruction": "Your gift pyramid shows how your three-year goal (rounded up to the next $500,000) can be raised: how many gifts of each size you need, and how many prospects you must ask, because not everyone says yes.",
    "model_answer": "We chose 4:1, Average maturity.",
    "question_type": "page"
  }
];
