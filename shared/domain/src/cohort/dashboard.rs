//! The funder's dashboard of a cohort (issue 18 §5): where each organization stands, the
//! funnel from joining to shared documents, progress week by week, and the aggregates of the
//! figures organizations share, hidden while too few share them to keep any one of them
//! anonymous. Pure arithmetic over what the cohort scope may read; the same rules serve the
//! dashboard, its exports and the nudges.

use std::ops::RangeInclusive;

const DAY: i64 = 86_400;
const WEEK: i64 = 7 * DAY;

/// Days without activity after which an organization counts as stalled, unless the funder sets
/// its own for the cohort.
pub const STALLED_AFTER_DAYS: u32 = 14;
/// The days a funder may choose.
pub const STALLED_AFTER_DAYS_RANGE: RangeInclusive<u32> = 3..=90;
/// The fewest organizations an aggregate is computed over: below it the aggregate is hidden, so
/// that no organization's figure can be worked out from it.
pub const MIN_CONTRIBUTORS: usize = 5;
/// The module whose completion is the funnel's middle stage: the overhead budget, which means
/// the programs' budgets are done too.
pub const FUNNEL_MODULE: u8 = 5;
/// The most weekly points of progress: a cohort longer than five years shows its last five.
pub const MAX_WEEKS: usize = 260;

/// A module's state as a funder sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModuleState {
    NotStarted,
    InProgress,
    Complete,
    Skipped,
}

impl ModuleState {
    /// The API's name.
    pub fn as_str(self) -> &'static str {
        match self {
            ModuleState::NotStarted => "not_started",
            ModuleState::InProgress => "in_progress",
            ModuleState::Complete => "complete",
            ModuleState::Skipped => "skipped",
        }
    }

    /// Done for the plan's purposes: completed, or skipped by the owner.
    pub fn is_done(self) -> bool {
        matches!(self, ModuleState::Complete | ModuleState::Skipped)
    }
}

/// One module of an organization's plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleProgress {
    pub number: u8,
    pub name: &'static str,
    pub state: ModuleState,
    /// When someone last opened one of its pages (epoch seconds).
    pub last_visit: Option<i64>,
    /// When it was first completed, where that was recorded.
    pub completed_at: Option<i64>,
}

/// What the dashboard knows of one organization of a cohort: the facts disclosed when it
/// joined, plus its goal only when it shares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub joined_at: i64,
    pub last_activity: Option<i64>,
    /// All four onboarding steps done.
    pub onboarded: bool,
    /// The 15 modules, in order.
    pub modules: Vec<ModuleProgress>,
    /// Documents it shares with the funder now.
    pub documents_shared: usize,
    /// Its three-year goal (cents), when shared.
    pub goal_cents: Option<i64>,
}

impl Progress {
    /// Modules completed (skipped ones are not counted).
    pub fn modules_done(&self) -> usize {
        self.modules
            .iter()
            .filter(|m| m.state == ModuleState::Complete)
            .count()
    }

    /// Every module completed or skipped.
    pub fn finished(&self) -> bool {
        !self.modules.is_empty() && self.modules.iter().all(|m| m.state.is_done())
    }

    /// The module it is working on: of the modules not done, the one opened last; when none
    /// was opened, the first not done; none once finished.
    pub fn current_module(&self) -> Option<&ModuleProgress> {
        let open = || self.modules.iter().filter(|m| !m.state.is_done());
        open()
            .filter(|m| m.last_visit.is_some())
            .max_by_key(|m| (m.last_visit, std::cmp::Reverse(m.number)))
            .or_else(|| open().next())
    }

    /// Whole days since the last activity, or since joining when nobody has worked on the plan
    /// since (never negative).
    pub fn idle_days(&self, now: i64) -> i64 {
        let since = self
            .last_activity
            .map_or(self.joined_at, |t| t.max(self.joined_at));
        (now - since).max(0) / DAY
    }

    /// Not finished, and idle for at least `after_days` days.
    pub fn stalled(&self, now: i64, after_days: u32) -> bool {
        !self.finished() && self.idle_days(now) >= i64::from(after_days)
    }

    fn module_done(&self, number: u8) -> bool {
        self.modules
            .iter()
            .any(|m| m.number == number && m.state.is_done())
    }

    /// When each completed module counts as done in the cohort: when it was first completed,
    /// else (completed before that was recorded) when it was last opened, and never before
    /// the organization joined (an organization may join with modules already done).
    fn completion_times(&self) -> impl Iterator<Item = i64> + '_ {
        self.modules
            .iter()
            .filter(|m| m.state == ModuleState::Complete)
            .map(|m| {
                m.completed_at
                    .or(m.last_visit)
                    .unwrap_or(self.joined_at)
                    .max(self.joined_at)
            })
    }

    /// When it finished: when its last module was done (skipped modules count from joining).
    fn finished_at(&self) -> Option<i64> {
        if !self.finished() {
            return None;
        }
        let skipped = self
            .modules
            .iter()
            .any(|m| m.state == ModuleState::Skipped)
            .then_some(self.joined_at);
        self.completion_times().chain(skipped).max()
    }
}

/// The cohort's funnel: organizations that reached each stage and every stage before it, so
/// that each count is at most the one before.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Funnel {
    pub redeemed: usize,
    pub onboarded: usize,
    pub module_5: usize,
    pub all_modules: usize,
    pub documents_shared: usize,
}

pub fn funnel(orgs: &[Progress]) -> Funnel {
    let mut f = Funnel::default();
    for o in orgs {
        f.redeemed += 1;
        if !o.onboarded {
            continue;
        }
        f.onboarded += 1;
        if !o.module_done(FUNNEL_MODULE) {
            continue;
        }
        f.module_5 += 1;
        if !o.finished() {
            continue;
        }
        f.all_modules += 1;
        if o.documents_shared > 0 {
            f.documents_shared += 1;
        }
    }
    f
}

/// An aggregate, or why it is hidden: fewer than [`MIN_CONTRIBUTORS`] organizations contribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gated<T> {
    Shown(T),
    Hidden { contributors: usize },
}

impl<T> Gated<T> {
    fn over(contributors: usize, figure: impl FnOnce() -> T) -> Gated<T> {
        if contributors >= MIN_CONTRIBUTORS {
            Gated::Shown(figure())
        } else {
            Gated::Hidden { contributors }
        }
    }
}

/// The goals organizations share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GoalFigures {
    pub contributors: usize,
    pub total_cents: i64,
    /// The middle goal; between two middle goals, their mean rounded half up to the cent.
    pub median_cents: i64,
}

/// How many organizations finished their plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Completion {
    pub organizations: usize,
    pub finished: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Aggregates {
    pub goal: Gated<GoalFigures>,
    pub completion: Gated<Completion>,
}

/// The median of amounts in cents; between two middle values, their mean rounded half up.
pub fn median_cents(values: &mut [i64]) -> Option<i64> {
    if values.is_empty() {
        return None;
    }
    values.sort_unstable();
    let n = values.len();
    if n % 2 == 1 {
        return Some(values[n / 2]);
    }
    let sum = i128::from(values[n / 2 - 1]) + i128::from(values[n / 2]);
    // Half up: toward positive infinity at exactly half a cent.
    Some((sum + 1).div_euclid(2) as i64)
}

pub fn aggregates(orgs: &[Progress]) -> Aggregates {
    let mut goals: Vec<i64> = orgs.iter().filter_map(|o| o.goal_cents).collect();
    let goal = Gated::over(goals.len(), || GoalFigures {
        contributors: goals.len(),
        total_cents: goals.iter().sum(),
        median_cents: median_cents(&mut goals).unwrap_or(0),
    });
    let completion = Gated::over(orgs.len(), || Completion {
        organizations: orgs.len(),
        finished: orgs.iter().filter(|o| o.finished()).count(),
    });
    Aggregates { goal, completion }
}

/// Where the cohort stood at the end of one week.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WeekPoint {
    /// The moment measured (epoch seconds): a week after the cohort's start, or now for the
    /// week under way.
    pub at: i64,
    /// Organizations that had joined.
    pub organizations: usize,
    /// Modules completed, over all of them.
    pub modules_done: usize,
    /// Organizations that had finished their plan.
    pub finished: usize,
}

/// Progress week by week from the cohort's start to now (or its end, if earlier): one point at
/// the end of each whole week, then one at the last moment. Empty before the cohort starts.
pub fn weekly(orgs: &[Progress], starts_at: i64, ends_at: i64, now: i64) -> Vec<WeekPoint> {
    let last = now.min(ends_at);
    if last < starts_at {
        return Vec::new();
    }
    let mut moments: Vec<i64> = (1..)
        .map(|k| starts_at + k * WEEK)
        .take_while(|t| *t < last)
        .collect();
    moments.push(last);
    let skip = moments.len().saturating_sub(MAX_WEEKS);
    let done: Vec<Vec<i64>> = orgs
        .iter()
        .map(|o| o.completion_times().collect())
        .collect();
    moments[skip..]
        .iter()
        .map(|&at| WeekPoint {
            at,
            organizations: orgs.iter().filter(|o| o.joined_at <= at).count(),
            modules_done: done.iter().flatten().filter(|t| **t <= at).count(),
            finished: orgs
                .iter()
                .filter(|o| o.finished_at().is_some_and(|t| t <= at))
                .count(),
        })
        .collect()
}

/// A cohort's last seven days, for the weekly digest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Week {
    pub organizations: usize,
    /// Organizations that joined in the last seven days.
    pub joined: usize,
    /// Modules completed in the last seven days, over all organizations.
    pub modules_done: usize,
    /// Organizations that finished their plan in the last seven days.
    pub finished: usize,
    /// Organizations stalled now.
    pub stalled: usize,
    /// Organizations that finished their plan, ever.
    pub finished_total: usize,
}

/// What changed in the cohort in the seven days before `now`.
pub fn last_week(orgs: &[Progress], now: i64, stalled_after_days: u32) -> Week {
    let from = now - WEEK;
    let within = |t: i64| t > from && t <= now;
    Week {
        organizations: orgs.len(),
        joined: orgs.iter().filter(|o| within(o.joined_at)).count(),
        modules_done: orgs
            .iter()
            .flat_map(|o| o.completion_times())
            .filter(|t| within(*t))
            .count(),
        finished: orgs
            .iter()
            .filter(|o| o.finished_at().is_some_and(within))
            .count(),
        stalled: orgs
            .iter()
            .filter(|o| o.stalled(now, stalled_after_days))
            .count(),
        finished_total: orgs.iter().filter(|o| o.finished()).count(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: i64 = 1_800_000_000;

    fn modules(states: &[(ModuleState, Option<i64>, Option<i64>)]) -> Vec<ModuleProgress> {
        (1..=15u8)
            .map(|n| {
                let (state, last_visit, completed_at) = states
                    .get(usize::from(n) - 1)
                    .copied()
                    .unwrap_or((ModuleState::NotStarted, None, None));
                ModuleProgress {
                    number: n,
                    name: "",
                    state,
                    last_visit,
                    completed_at,
                }
            })
            .collect()
    }

    fn org(done: usize, onboarded: bool) -> Progress {
        let states: Vec<_> = (0..done)
            .map(|i| (ModuleState::Complete, None, Some(T0 + i as i64 * DAY)))
            .collect();
        Progress {
            joined_at: T0,
            last_activity: None,
            onboarded,
            modules: modules(&states),
            documents_shared: 0,
            goal_cents: None,
        }
    }

    use ModuleState::*;

    #[test]
    fn the_current_module_is_the_open_one_visited_last_else_the_first_not_done() {
        let mut o = org(3, true);
        assert_eq!(o.current_module().map(|m| m.number), Some(4));
        o.modules[6].state = InProgress;
        o.modules[6].last_visit = Some(T0 + 5);
        o.modules[4].last_visit = Some(T0 + 9);
        assert_eq!(o.current_module().map(|m| m.number), Some(5));
        // A done module visited later is not the current one.
        o.modules[0].last_visit = Some(T0 + 99);
        assert_eq!(o.current_module().map(|m| m.number), Some(5));
        let all = org(15, true);
        assert!(all.finished());
        assert_eq!(all.current_module(), None);
    }

    #[test]
    fn idle_days_count_whole_days_from_the_last_activity_or_from_joining() {
        let mut o = org(0, true);
        assert_eq!(o.idle_days(T0 + 14 * DAY - 1), 13);
        assert_eq!(o.idle_days(T0 + 14 * DAY), 14);
        assert!(!o.stalled(T0 + 14 * DAY - 1, 14));
        assert!(o.stalled(T0 + 14 * DAY, 14));
        o.last_activity = Some(T0 + 10 * DAY);
        assert_eq!(o.idle_days(T0 + 14 * DAY), 4);
        assert!(!o.stalled(T0 + 14 * DAY, 14));
        // Activity before joining (an organization that had a plan) counts from joining.
        o.last_activity = Some(T0 - 100 * DAY);
        assert_eq!(o.idle_days(T0 + DAY), 1);
        // A clock behind the activity gives 0, not a negative count.
        assert_eq!(o.idle_days(T0 - DAY), 0);
    }

    #[test]
    fn a_finished_organization_is_never_stalled() {
        let o = org(15, true);
        assert!(!o.stalled(T0 + 400 * DAY, 14));
        let mut skipped = org(14, true);
        skipped.modules[14].state = Skipped;
        assert!(skipped.finished());
        assert!(!skipped.stalled(T0 + 400 * DAY, 14));
    }

    #[test]
    fn each_funnel_stage_counts_organizations_that_passed_every_stage_before_it() {
        let mut shared_early = org(5, true);
        shared_early.documents_shared = 1;
        let mut finished_and_shared = org(15, true);
        finished_and_shared.documents_shared = 2;
        let mut not_onboarded_but_module_5 = org(5, false);
        not_onboarded_but_module_5.documents_shared = 1;
        let orgs = [
            org(0, false),
            org(0, true),
            org(4, true),
            shared_early,
            org(15, true),
            finished_and_shared,
            not_onboarded_but_module_5,
        ];
        assert_eq!(
            funnel(&orgs),
            Funnel {
                redeemed: 7,
                onboarded: 5,
                module_5: 3,
                all_modules: 2,
                documents_shared: 1,
            }
        );
    }

    #[test]
    fn module_5_skipped_counts_as_passing_that_stage() {
        let mut o = org(4, true);
        o.modules[4].state = Skipped;
        assert_eq!(funnel(&[o]).module_5, 1);
    }

    #[test]
    fn aggregates_are_hidden_below_five_contributors_and_shown_from_five() {
        let with_goal = |g: i64| Progress {
            goal_cents: Some(g),
            ..org(0, true)
        };
        let mut orgs: Vec<Progress> = (1..=4).map(|i| with_goal(i * 100)).collect();
        orgs.push(org(15, true));
        let a = aggregates(&orgs);
        assert_eq!(a.goal, Gated::Hidden { contributors: 4 });
        assert_eq!(
            a.completion,
            Gated::Shown(Completion {
                organizations: 5,
                finished: 1
            })
        );
        orgs.push(with_goal(1_000));
        let a = aggregates(&orgs);
        assert_eq!(
            a.goal,
            Gated::Shown(GoalFigures {
                contributors: 5,
                total_cents: 2_000,
                median_cents: 300,
            })
        );
        assert_eq!(
            aggregates(&orgs[..4]).completion,
            Gated::Hidden { contributors: 4 }
        );
    }

    #[test]
    fn the_median_of_an_even_count_is_the_mean_of_the_middle_two_rounded_half_up() {
        assert_eq!(median_cents(&mut []), None);
        assert_eq!(median_cents(&mut [7]), Some(7));
        assert_eq!(median_cents(&mut [9, 1, 5]), Some(5));
        assert_eq!(median_cents(&mut [4, 1, 2, 9]), Some(3)); // (2 + 4) / 2
        assert_eq!(median_cents(&mut [1, 2]), Some(2)); // 1.5 → 2
        assert_eq!(median_cents(&mut [i64::MAX, i64::MAX]), Some(i64::MAX));
    }

    #[test]
    fn weekly_points_end_each_week_then_now_and_count_what_was_done_by_then() {
        // Joined a day after the start; modules 1–3 done on days 1, 2, 3 (org's own clock),
        // module 4 completed before joining.
        let mut a = org(3, true);
        a.joined_at = T0 + DAY;
        for (i, m) in a.modules.iter_mut().take(3).enumerate() {
            m.completed_at = Some(T0 + (i as i64 + 1) * DAY);
        }
        a.modules[3] = ModuleProgress {
            state: Complete,
            completed_at: Some(T0 - 30 * DAY),
            ..a.modules[3].clone()
        };
        // Joined in week 2, finished in week 2 (nothing recorded: counts from joining).
        let mut b = org(0, true);
        b.joined_at = T0 + 8 * DAY;
        for m in &mut b.modules {
            m.state = Complete;
        }
        let points = weekly(&[a, b], T0, T0 + 365 * DAY, T0 + 10 * DAY);
        assert_eq!(
            points,
            vec![
                WeekPoint {
                    at: T0 + WEEK,
                    organizations: 1,
                    modules_done: 4,
                    finished: 0,
                },
                WeekPoint {
                    at: T0 + 10 * DAY,
                    organizations: 2,
                    modules_done: 19,
                    finished: 1,
                },
            ]
        );
    }

    #[test]
    fn the_last_week_counts_what_happened_in_the_seven_days_before_now() {
        let now = T0 + 30 * DAY;
        // Joined long ago, modules 1–2 done 20 days ago and 3 yesterday; idle since: stalled?
        let mut old = org(0, true);
        for (i, at) in [(0, T0 + 10 * DAY), (1, T0 + 10 * DAY), (2, now - DAY)] {
            old.modules[i].state = Complete;
            old.modules[i].completed_at = Some(at);
        }
        old.last_activity = Some(now - DAY);
        // Joined three days ago and finished yesterday.
        let mut new = org(15, true);
        new.joined_at = now - 3 * DAY;
        for m in &mut new.modules {
            m.completed_at = Some(now - DAY);
        }
        // Idle for 20 days.
        let mut idle = org(1, true);
        idle.last_activity = Some(now - 20 * DAY);
        assert_eq!(
            last_week(&[old, new, idle], now, 14),
            Week {
                organizations: 3,
                joined: 1,
                modules_done: 1 + 15,
                finished: 1,
                stalled: 1,
                finished_total: 1,
            }
        );
    }

    #[test]
    fn weekly_points_stop_at_the_cohorts_end_and_are_empty_before_its_start() {
        assert!(weekly(&[], T0, T0 + WEEK, T0 - 1).is_empty());
        let points = weekly(&[], T0, T0 + 2 * WEEK, T0 + 100 * WEEK);
        assert_eq!(
            points.iter().map(|p| p.at).collect::<Vec<_>>(),
            vec![T0 + WEEK, T0 + 2 * WEEK]
        );
        let long = weekly(&[], T0, T0 + 1000 * WEEK, T0 + 1000 * WEEK);
        assert_eq!(long.len(), MAX_WEEKS);
        assert_eq!(long.last().map(|p| p.at), Some(T0 + 1000 * WEEK));
    }
}
