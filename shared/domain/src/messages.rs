//! User-visible messages, exactly as the specification (or docs/decisions.md) words them.
//! `make web-tables` emits them into `web/src/generated/messages.ts` (every one, by constant
//! name), which the SPA's `config/messages.ts` reads, so each is written once.

/// Declares each message as a `pub const` and lists them all in [`ALL`].
macro_rules! messages {
    ($($(#[$attr:meta])* pub const $name:ident: &str = $text:expr;)*) => {
        $($(#[$attr])* pub const $name: &str = $text;)*

        /// Every message as (constant name, text), in the order written.
        pub const ALL: &[(&str, &str)] = &[$((stringify!($name), $name)),*];
    };
}

messages! {
    // Sign-up and login (spec §5, §8)
    pub const INVALID_EMAIL: &str = "Invalid Email Address!";
    pub const FIELD_REQUIRED: &str = "Field Is Required!";
    pub const PASSWORD_TOO_SHORT: &str = "Password should be at least 8 characters long!";
    pub const PASSWORDS_MUST_MATCH: &str = "Password and Confirm Password must match!";
    pub const EMAIL_TAKEN_FIELD: &str = "has already been taken";
    pub const EMAIL_TAKEN: &str = "Email has already been taken!";
    pub const TERMS_REQUIRED: &str = "You must accept the terms and conditions.";
    pub const FIRST_AND_LAST_NAME: &str = "Please enter both first and last name";
    pub const LOGIN_FAILED: &str = "Incorrect email or password.";
    pub const LOGIN_THROTTLED: &str = "Too many failed login attempts. Try again in 15 minutes.";
    pub const UNCONFIRMED: &str = "Please confirm your email address before logging in.";
    pub const CONFIRMATION_RESENT: &str =
        "If the address has an unconfirmed account, a new confirmation link is on its way.";
    pub const SIGNED_UP: &str =
        "Welcome! We sent a confirmation link to your email address. Open it to activate your account.";

    // Passwords (spec §8)
    pub const RESET_SENT: &str = "Check your email for reset password instructions.";
    pub const TOKEN_INVALID: &str = "token is not valid.";
    pub const NEW_PASSWORD_SAVED: &str = "new password saved.";
    pub const PASSWORD_UPDATED: &str = "Password has been updated successfully";
    pub const CURRENT_PASSWORD_WRONG: &str = "Current password is incorrect.";

    /// 400 for a path parameter that cannot name anything stored (a NUL, a control character…).
    pub const PATH_ID_INVALID: &str = "The address names an item that cannot exist: check the link.";

    // Sessions and roles
    pub const AUTH_REQUIRED: &str = "Authentication required";
    pub const SESSION_EXPIRED: &str = "Your session has expired. Please log in again.";
    pub const OWNER_ONLY: &str = "Only the organization owner can do this.";
    /// 402 to the owner of an organization without an active subscription (plan and documents).
    pub const SUBSCRIPTION_REQUIRED_OWNER: &str =
        "Your subscription is not active. Choose a plan or renew it to keep working on your plan and documents.";
    /// 402 to a member of such an organization (the spec's renewal dialog for a non-owner).
    pub const SUBSCRIPTION_REQUIRED_MEMBER: &str =
        "Please contact your organization owner to renew the subscription.";

    // Organization (spec §5)
    pub const ORG_NAME_REQUIRED: &str = "Organization Name is required";
    pub const ORG_ADDRESS_REQUIRED: &str = "Organization Address is required";
    pub const PHONE_REQUIRED: &str = "Phone number is required";
    pub const PHONE_INVALID_FOR_COUNTRY: &str =
        "Please enter a valid phone number for the selected country";
    pub const PHONE_FORMAT: &str = "Phone number must be in a valid format";
    pub const WEBSITE_REQUIRED: &str = "Website URL is required";
    pub const WEBSITE_INVALID: &str = "Must be a valid URL address!";
    pub const FONT_REQUIRED: &str = "Font selection is required";
    pub const PRIMARY_REQUIRED: &str = "Primary Color is required";
    pub const SECONDARY_REQUIRED: &str = "Secondary Color is required";
    pub const COLOR_FORMAT: &str = "Colors must be in the format #RRGGBB";
    pub const LOGO_REQUIRED: &str = "Organization Logo is required";
    pub const DIRECTOR_REQUIRED: &str = "Director Name is required";
    pub const YEAR_REQUIRED: &str = "Year is required";
    pub const YEAR_FORMAT: &str = "Year must be 4 digits";
    pub const PAPER_SIZE: &str =
        "Choose US Letter or A4 paper, or leave it to follow your country.";
    pub const ORG_UPDATED: &str = "Organization information has been updated successfully";
    pub const ORG_FORM_UNKNOWN: &str =
        "form must be onboarding, settings or style (the form of the organization being saved).";
    pub const ORG_STYLE_FIELDS_ONLY: &str = "The style form saves only background_color, headings_color, body_color and font_family.";

    // Profile (spec §5)
    pub const FULL_NAME_REQUIRED: &str = "Full name is required";
    pub const POSITION_REQUIRED: &str = "Position is required";
    pub const PICTURE_REQUIRED: &str = "Profile picture is required";
    pub const PROFILE_UPDATED: &str = "Personal information has been updated successfully";

    // Images (spec §5)
    pub const FILE_TOO_LARGE: &str = "File size should be less than 1MB";
    pub const IMAGE_TYPE: &str = "Please upload a PNG or JPEG image";
    pub const IMAGE_EMPTY: &str = "The uploaded file is empty";

    // Team (spec §5, §8)
    pub const EMAILS_REQUIRED: &str = "At least one email is required!";
    pub const INVITATION_SENT: &str = "Invitation Sent";
    pub const INVITATION_INVALID: &str =
        "This invitation link is invalid or has expired. Ask your organization owner to send it again.";
    pub const INVITATION_ACCEPTED: &str = "Welcome to the team!";
    pub const INVITE_RESENT: &str = "Invite resent successfully.";
    pub const MEMBER_REMOVED: &str = "Member has been removed from the team.";
    pub const CANNOT_REMOVE_OWNER: &str = "The organization owner cannot be removed.";
    pub const CANNOT_REMOVE_SELF: &str = "You cannot remove yourself from the team.";
    pub const ASSIGNEE_PENDING: &str = "A member cannot be assigned until they accept the invitation.";
    pub const DUE_DATE_INVALID: &str = "Enter the due date as a day, for example 2027-03-12.";
    pub const DUE_DATE_PAST: &str = "This day has passed. Choose today or a later day.";
    pub const DUE_DATE_TOO_FAR: &str = "Choose a due date within the next five years.";
    pub const DUE_DATE_UNASSIGNED: &str = "Assign someone first: a due date belongs to an assignment.";
    pub const COMMENT_EMPTY: &str = "Write a comment first.";
    pub const COMMENT_TOO_LONG: &str = "A comment has at most 4,000 characters.";
    pub const COMMENT_THREAD_FULL: &str = "This conversation has 200 comments. Resolve it and start a new one.";
    pub const COMMENT_MENTION_OUTSIDER: &str = "Mention only members of your team who have joined.";
    pub const COMMENT_NO_THREAD: &str = "There is no such conversation.";

    // Billing (spec §5, §8)
    pub const SELECT_PLAN: &str = "Please Select a Plan!";
    pub const INVALID_PLAN: &str = "Invalid plan selection";

    // Amounts (DECISIONS "Money and goals"; docs/decisions.md "Amounts")
    pub const AMOUNT_EMPTY: &str = "Please enter an amount.";
    pub const AMOUNT_NOT_A_NUMBER: &str =
        "Please enter an amount in US dollars, for example 1200 or 1,200.50.";
    pub const AMOUNT_NEGATIVE: &str = "An amount cannot be negative.";
    pub const AMOUNT_TOO_MANY_DECIMALS: &str = "An amount can have at most 2 decimals (cents).";
    pub const AMOUNT_TOO_LARGE: &str = "An amount can be at most $10,000,000,000.";

    // Generic
    pub const MALFORMED_JSON: &str = "The request body is not valid JSON.";
    pub const BODY_TOO_LARGE: &str = "The request is too large.";
    pub const UNAVAILABLE: &str = "Something went wrong, please try again later!";
    pub const NOT_FOUND: &str = "Not found";
    pub const STALE_WRITE: &str = "This was changed by someone else. Reload to see the latest version.";

    // Planning: questions, answers, core programs and new projects (spec file 2 §5, §8;
    // docs/decisions.md "Questions, answers, core programs and new projects")
    pub const PROGRAM_NAME_AND_DESCRIPTION: &str =
        "Make Sure To Include Program Name And Description!";
    pub const PROGRAMS_EMPTY: &str = "Please Add At Least One Core Program!";
    pub const PROJECT_NAME_AND_DESCRIPTION: &str =
        "Make Sure To Include Project Name And Description!";
    pub const PROJECTS_EMPTY: &str = "Please Add At Least One Project!";
    pub const PROGRAM_NOT_FOUND: &str = "Program not found. Please check the program ID.";
    pub const PROJECT_NOT_FOUND: &str = "Project not found. Please check the project ID.";
    pub const PROGRAMS_MAX: &str =
        "You can have at most 10 core programs. Delete one before adding another.";
    pub const PROJECTS_MAX: &str =
        "You can have at most 4 new projects. Delete one before adding another.";
    pub const PROGRAM_DESCRIPTION_TOO_LONG: &str =
        "A program description can be at most 85 words.";
    pub const PROJECT_DESCRIPTION_TOO_LONG: &str =
        "A project description can be at most 85 words.";
    pub const PROGRAM_NAME_TOO_LONG: &str = "A program name can be at most 120 characters.";
    pub const PROJECT_NAME_TOO_LONG: &str = "A project name can be at most 120 characters.";
    pub const PROGRAM_NAME_WITHOUT_LETTERS: &str =
        "A program name needs at least one letter or digit: it names the program's page.";
    pub const PROJECT_NAME_WITHOUT_LETTERS: &str =
        "A project name needs at least one letter or digit: it names the project's page.";
    pub const PROGRAM_NAMES_CLASH: &str =
        "Two programs cannot share a name: names that differ only in capitals, spaces or punctuation would share one page.";
    pub const PROJECT_NAMES_CLASH: &str =
        "Two projects cannot share a name: names that differ only in capitals, spaces or punctuation would share one page.";
    pub const PROGRAM_LISTED_TWICE: &str = "A program is listed twice.";
    pub const PROJECT_LISTED_TWICE: &str = "A project is listed twice.";
    pub const QUESTION_NOT_FOUND: &str = "Question not found. Please check the question ID.";
    pub const QUESTION_KEY_NOT_FOUND: &str =
        "Question not found. Please check the question key.";
    pub const QUESTION_ID_INVALID: &str = "question_id must be a question's number.";
    pub const QUESTION_ID_REQUIRED: &str = "question_id is required.";
    pub const TOO_MANY_QUESTIONS: &str = "Ask for at most 50 questions at once.";
    pub const QUESTION_TAKES_NO_ANSWER: &str =
        "This question guides a table and takes no written answer.";
    pub const CATEGORY_MISMATCH: &str =
        "category_id does not match the module of this question.";
    pub const ANSWER_TOO_LONG: &str = "An answer can be at most 20,000 characters.";
    pub const ANSWER_NOT_A_LIST: &str =
        "This answer is a list: send it as a JSON array of texts, for example [\"Bequests\"].";
    pub const MISSION_WORD_LIMIT: &str = "You cannot enter more than 70 words!";
    pub const ANSWER_CONFLICT: &str =
        "Someone else saved this answer while you were editing. Reload to see their version; your text stays here until you do.";
    // Expense tables, revenue and the goal summaries (spec file 2 §3–§8; docs/decisions.md "Budget")
    pub const EXPENSE_OWNER_QUERY: &str = "Give either program_id or project_id.";
    pub const EXPENSEABLE_REQUIRED: &str =
        "Each expense needs expenseable_type (CoreProgram or Project) and expenseable_id.";
    pub const EXPENSES_ONE_OWNER: &str =
        "All expenses of one save must belong to one program or project.";
    pub const EXPENSE_CATEGORY_UNKNOWN: &str =
        "Choose one of the eight expense categories for each item.";
    pub const EXPENSE_DESCRIPTION_REQUIRED: &str = "Please enter a name for each expense item.";
    pub const EXPENSE_DESCRIPTION_TOO_LONG: &str =
        "An expense item's name can be at most 500 characters.";
    pub const EXPENSE_TABLE_FULL: &str = "An expense table can hold at most 300 items.";
    pub const EXPENSE_TABLE_YEAR_TOO_LARGE: &str =
        "The items of one table can add up to at most $10,000,000,000 in a year. Check the amounts for a misplaced digit.";
    pub const EXPENSE_TABLE_TOO_LARGE: &str =
        "This expense table is too large to save. Please shorten some item names.";
    pub const EXPENSE_VERSION_REQUIRED: &str =
        "An expense item with an id must be sent with the version it was read at.";
    pub const EXPENSE_DUPLICATE: &str = "An expense item appears twice in one save.";
    pub const EXPENSE_CHANGED: &str =
        "This expense item was changed by someone else. Reload to see the latest version.";
    pub const EXPENSE_GONE: &str =
        "This expense item was deleted by someone else. Reload to see the latest version.";
    pub const EXPENSE_NOT_FOUND: &str = "Expense item not found.";
    pub const REVENUE_CATEGORY: &str =
        "Revenue lines are sent with revenue_category \"annual_overhead\".";
    pub const REVENUE_LINE_UNKNOWN: &str =
        "Choose one of the revenue lines of the table (matched by type and name).";
    pub const REVENUE_DUPLICATE: &str = "A revenue line appears twice in one save.";
    pub const REVENUE_VERSION_REQUIRED: &str =
        "A saved revenue line must be sent with its id and the version it was read at.";
    pub const REVENUE_CHANGED: &str =
        "This revenue line was changed by someone else. Reload to see the latest version.";
    pub const BUDGET_TOO_LARGE: &str = "The plan's amounts are too large to add up.";
    // Closing modules: success stories, prospects and the gift pyramid, stewardship, policies,
    // certificate (spec file 3 §5, §8; docs/decisions.md "Closing modules")
    pub const STORIES_REQUIRED: &str = "Please Add At Least One Success Story!";
    pub const STORY_REQUIRED: &str = "Please Add Your Success Story!";
    pub const STORIES_OVER_WORD_LIMIT: &str =
        "One or more stories exceed the word limit of 263 words";
    pub const STORY_WORD_LIMIT: &str = "Please keep your story under 263 words";
    pub const STORIES_MAX: &str = "You can share at most 3 success stories.";
    pub const STORY_TOO_LONG: &str = "A success story can be at most 5,000 characters.";
    pub const STORY_NOT_FOUND: &str = "Success story not found.";
    pub const STORY_LISTED_TWICE: &str = "A success story is listed twice.";
    pub const STORIES_CHANGED: &str =
        "Your success stories were changed by someone else. Reload to see the latest version.";
    pub const PROSPECT_RATIO_INVALID: &str = "Please choose a prospect ratio of 5:1, 4:1 or 3:1.";
    pub const PROSPECT_LEVEL_UNKNOWN: &str =
        "Prospect names can only be given for the gift levels of your gift chart.";
    pub const GIFT_CHART_LEAD_SHARE: &str =
        "Please choose a lead gift of 10% to 35% of the goal, in whole percent.";
    pub const GIFT_CHART_LEVELS_MAX: &str = "A gift chart can have at most 20 gift levels.";
    pub const GIFT_CHART_AMOUNT: &str =
        "Each gift amount must be a whole number of dollars from $1 to $100,000,000.";
    pub const GIFT_CHART_GIFTS: &str = "Each gift level must ask for 1 to 10,000 gifts.";
    pub const GIFT_CHART_SAME_AMOUNT: &str =
        "Two gift levels have the same amount. Give each level its own amount.";
    pub const GIFT_CHART_VARIOUS: &str =
        "The Various row must be a whole number of dollars from $0 to $100,000,000.";
    pub const GIFT_CHART_CHANGED: &str =
        "The gift chart was changed by someone else. Reload to see the latest version.";
    pub const PROSPECT_NAME_TOO_LONG: &str = "A prospect name can be at most 120 characters.";
    pub const PROSPECT_NAMES_MAX: &str = "A gift level can hold at most 500 prospect names.";
    pub const PROSPECT_NAMES_TOO_LARGE: &str =
        "The prospect names are too long to save. Please shorten some names.";
    pub const PROSPECTS_CHANGED: &str =
        "The prospect names were changed by someone else. Reload to see the latest version.";
    pub const PYRAMID_LEVELS_INVALID: &str =
        "levels must be the JSON text of the pyramid's rows, as GET /gift-pyramid gives it.";
    pub const BENEFIT_NAME_REQUIRED: &str = "Please fill in all benefit names before saving";
    pub const BENEFIT_NAME_REQUIRED_TO_PROCEED: &str =
        "Please fill in all benefit names before proceeding";
    pub const BENEFIT_NAME_REQUIRED_TO_ADD: &str = "Benefit name is required.";
    pub const BENEFIT_NAME_TOO_LONG: &str = "A benefit name can be at most 200 characters.";
    pub const BENEFITS_MAX: &str = "A benefit chart holds at most 50 benefits.";
    pub const BENEFIT_LEVEL_UNKNOWN: &str =
        "A benefit can only be checked for a gift level of your chart (a whole-dollar amount from $1 to $100,000,000) or its Various row.";
    pub const BENEFIT_NOT_FOUND: &str = "Donor benefit not found.";
    pub const BENEFIT_LISTED_TWICE: &str = "A donor benefit is listed twice.";
    pub const STEWARDSHIP_CHANGED: &str =
        "The benefit chart was changed by someone else. Reload to see the latest version.";
    pub const STEWARDSHIP_DELETE_FAILED: &str = "Failed to delete the stewardship. Please try again.";
    pub const STEWARDSHIP_LOAD_FAILED: &str =
        "Failed to load your previous stewardship data. You can still create new ones.";
    pub const STEWARDSHIP_SAVE_FAILED: &str = "Failed to save your stewardship data. Please try again.";
    pub const POLICY_UNKNOWN: &str = "Unknown policy or document: {identity}";
    pub const POLICY_VALUE_NOT_BOOLEAN: &str =
        "Each policy or document is selected with true or false.";
    pub const PYRAMID_LOAD_FAILED: &str = "Failed to load gift pyramid data. Please try refreshing the page.";
    pub const PITCH_LOAD_FAILED: &str = "Failed to load pitch training data. Please try refreshing the page.";
    pub const COLLATERAL_LOAD_FAILED: &str = "Failed to load fundraising collateral status.";
    pub const COLLATERAL_LOADING: &str = "Loading fundraising collateral status...";
    pub const WAYS_TO_GIVE_REQUIRED: &str = "Please select at least one way to give.";

    // Documents: the generation jobs (contract "Documents API"; spec §8 for the policies one)
    pub const DOCUMENT_NO_POLICIES: &str =
        "No policies found. Please ensure your policies are set up and try again.";
    pub const DOCUMENT_FAILED: &str = "We could not generate your document. Please try again.";
    pub const DOCUMENT_GENERATING: &str = "Please wait while we generate your document...";
    pub const DOCUMENT_TOO_SLOW: &str =
        "Your document is taking longer than expected. Please try again in a minute.";
    /// Followed by every kind of the catalogue (`fundplan_documents::kind::unknown_kind_message`).
    pub const DOCUMENT_UNKNOWN_KIND: &str = "Unknown document kind. Choose one of";
    pub const DOCUMENT_UNKNOWN_IDENTITY: &str = "Unknown policy or document:";
    pub const DOCUMENT_IDENTITY_REQUIRED: &str =
        "Please choose which policy or document to download.";
    pub const DOCUMENT_IDENTITY_NOT_TAKEN: &str = "Only a policy document is chosen by identity.";
    pub const DOCUMENT_NOT_FOUND: &str = "Document not found.";
    pub const DOCUMENT_CERTIFICATE_NOT_EARNED: &str =
        "Your certificate is ready once every page of your plan is complete. Finish the pages listed on the certificate page, then try again.";

    // The case for support document: the editor's texts and images (issue 9; spec file 3 §2, §5;
    // docs/decisions.md "Case document API")
    pub const CASE_TEXT_REQUIRED: &str = "Answer is required!";
    pub const CASE_WORD_LIMIT: &str = "You cannot enter more than {limit} words!";
    pub const CASE_TEXT_TOO_LONG: &str = "This text can be at most {limit} characters.";
    pub const CASE_SLOT_NOT_FOUND: &str = "This text is not in your case for support document.";
    pub const CASE_IMAGE_NOT_FOUND: &str = "Image not found.";
    pub const CASE_IMAGE_REQUIRED: &str = "Please choose an image to upload.";
    pub const CASE_IMAGE_ORDER: &str = "order must be the number of an image of the document, 1 to 23.";
    pub const CASE_IMAGE_WRONG_ORDER: &str =
        "This image is not at that place in the document. Reload the document and try again.";
    pub const IMAGE_TOO_MANY_PIXELS: &str =
        "This image is too large: it can be at most 10,000 pixels on a side and 40 megapixels in all.";
    pub const IMAGE_UNREADABLE: &str =
        "This image could not be read. Please upload a complete PNG or JPEG file.";

    // Ending sessions (issue 15): POST /auth/logout and POST /auth/logout-everywhere
    pub const LOGGED_OUT: &str = "You have been logged out.";
    pub const LOGGED_OUT_EVERYWHERE: &str = "You have been logged out on every device.";

    // Funder cohorts: licence codes and cohorts (issue 18; ours, the spec gives none)
    pub const LICENCE_UNKNOWN: &str =
        "We don't recognize this code. Check it and try again: it has 12 letters and digits, like 7KQM-4TXR-P9WD.";
    pub const LICENCE_REVOKED: &str =
        "This code has been withdrawn by the funder who issued it. Ask them whether you should use another one.";
    pub const LICENCE_EXPIRED: &str =
        "This code has expired. Ask the funder who gave it to you for a new one.";
    pub const LICENCE_PAUSED: &str =
        "This code is on hold for now. Try again later, or ask the funder who gave it to you.";
    pub const LICENCE_NOT_FOR_THIS_EMAIL: &str =
        "This code was sent to another email address. Sign up or log in with the address it was sent to, or ask the funder for a code of your own.";
    pub const LICENCE_ALREADY_USED: &str =
        "This code has already been used by another organization. Each code sent by email is for one organization.";
    pub const LICENCE_FULL: &str =
        "Every seat in this cohort is taken. Ask the funder who gave you the code whether a seat can be added.";
    pub const LICENCE_GUESSES: &str =
        "Too many codes we don't recognize were tried. Please wait a few minutes, then try again.";
    pub const LICENCE_PAID_SUBSCRIPTION: &str =
        "Your organization already pays for a subscription. Redeem this code after it ends (its end date is under Subscription Details in Settings), or contact us to switch to the funder's cohort now.";
    pub const LICENCE_SPONSORED_ELSEWHERE: &str =
        "Your organization already has a seat in another funder's cohort. You can redeem this code once that cohort has ended.";
    pub const OPERATOR_ONLY: &str = "This operation needs the operator key.";
    pub const FUNDER_INVITATION_INVALID: &str =
        "This invitation link is invalid or has expired. Ask the funder's admin to send it again.";
    pub const FUNDER_STAFF_ONLY: &str = "You are not on this funder's staff.";
    pub const FUNDER_ADMIN_ONLY: &str = "Only a funder admin can do this.";
    pub const NO_NONPROFIT: &str =
        "Your account works for a funder and has no nonprofit organization of its own.";
    pub const COHORT_NAME: &str = "Give the cohort a name of up to 120 characters.";
    pub const COHORT_SEATS: &str = "A cohort has between 1 and 5,000 seats.";
    pub const COHORT_GROUP_TOO_SMALL: &str = "A group coaching cohort has at least 10 seats.";
    pub const COHORT_DATES: &str = "The cohort must end after it starts.";
    pub const COHORT_STALLED_DAYS: &str = "Choose between 3 and 90 days.";
    pub const CODES_MAIL_FAILED: &str = "Not every e-mail could be sent. The codes are kept: send the same list again and each address gets its code.";
    pub const VERSION_READ_ONLY: &str = "You are reading a version of the plan, which cannot be changed. Go back to the plan now to make changes.";
    pub const REMINDER_LINK_INVALID: &str = "This link is not valid, or it has expired. You can turn reminders off in Settings, under Sharing.";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_lists_every_message_once_by_its_constant_name() {
        assert!(ALL.contains(&("INVALID_EMAIL", INVALID_EMAIL)));
        assert!(ALL.contains(&("STALE_WRITE", STALE_WRITE)));
        let mut names: Vec<_> = ALL.iter().map(|(n, _)| *n).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        assert!(ALL.iter().all(|(_, text)| !text.is_empty()));
    }
}
