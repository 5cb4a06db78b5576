//! Expense tables: a core program's or new project's (`/expenses`) and the overhead
//! (`/organization-expenses`). A save adds the items sent without an id and changes those sent
//! with an id and the version they were read at; items not sent are kept; a delete removes one
//! item. See docs/decisions.md "Budget".

use crate::views::{
    CORE_PROGRAM, Deleted, ExpenseTable, ExpenseView, Expenseable, ExpensesSaved, PROJECT,
};
use axum::Json;
use axum::extract::{Query, State};
use fundplan_data::activity::{Activity, ActivityKind, table_section};
use fundplan_data::ops::{TableChangeError, update_expense_table};
use fundplan_data::plan::budget::{ExpenseTableRecord, find_expense_owner, get_expense_table};
use fundplan_data::plan::entries::get_entries;
use fundplan_data::plan::{EntryKind, Owner};
use fundplan_domain::budget::{
    Category, ExpenseItem, TableTotals, check_table, clean_description, year_amount,
};
use fundplan_domain::error::Checker;
use fundplan_domain::goals::Years;
use fundplan_domain::{DomainError, messages as m};
use fundplan_http::PathId;
use fundplan_http::{ApiError, ApiJson, ApiResult, AppState, CurrentUser};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

/// Largest body of a table save: a full table (300 items with names of 500 characters) fits.
pub const TABLE_BODY_LIMIT: usize = 1024 * 1024;

/// One expense item as a save sends it.
#[derive(Deserialize, ToSchema, Clone, Debug, Default)]
pub struct ExpenseInput {
    /// Absent (or empty) for a new item; an item's id to change it.
    #[serde(default)]
    pub id: Option<String>,
    /// The version the item was read at; required with an `id`.
    #[serde(default)]
    pub version: Option<u64>,
    /// A category key (`personnel_and_benefits` …) or label (`Personnel and Benefits`).
    #[serde(default)]
    pub expense_type: Option<String>,
    /// The item's name (required, at most 500 characters).
    #[serde(default)]
    pub expense_description: Option<String>,
    /// Year 1.
    #[serde(default)]
    #[schema(value_type = Option<crate::views::AmountInput>)]
    pub expense_cost: Option<serde_json::Value>,
    #[serde(default)]
    #[schema(value_type = Option<crate::views::AmountInput>)]
    pub expense_cost_year_2: Option<serde_json::Value>,
    #[serde(default)]
    #[schema(value_type = Option<crate::views::AmountInput>)]
    pub expense_cost_year_3: Option<serde_json::Value>,
    /// `CoreProgram` or `Project` (program and project tables only; ignored for the overhead).
    #[serde(default)]
    pub expenseable_type: Option<String>,
    #[serde(default)]
    pub expenseable_id: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct ExpensesSave {
    pub expenses: Vec<ExpenseInput>,
}

/// An item of a save, checked.
#[derive(Clone, Debug)]
struct Checked {
    /// `Some((id, version))` to change a stored item.
    existing: Option<(String, u64)>,
    category: Category,
    description: String,
    cents: Years,
}

fn present(text: &Option<String>) -> Option<&str> {
    text.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

/// Checks every item; all field messages at once, keyed `expenses.<index>.<field>`. Nothing is
/// read or written before this passes.
fn check_items(items: &[ExpenseInput]) -> Result<Vec<Checked>, ApiError> {
    let mut c = Checker::new();
    let mut out = Vec::with_capacity(items.len());
    let mut ids = std::collections::HashSet::new();
    for (i, item) in items.iter().enumerate() {
        let field = |name: &str| format!("expenses.{i}.{name}");
        let what = present(&item.expense_description)
            .map(|d| format!("\"{}\"", d.chars().take(60).collect::<String>()))
            .unwrap_or_else(|| format!("Item {}", i + 1));
        let category = item.expense_type.as_deref().and_then(Category::parse);
        c.check(
            category.is_some(),
            &field("expense_type"),
            m::EXPENSE_CATEGORY_UNKNOWN,
        );
        let description = clean_description(item.expense_description.as_deref().unwrap_or(""));
        if let Err(msg) = &description {
            c.fail(&field("expense_description"), msg);
        }
        let mut cents = [0i64; 3];
        for (y, (name, value)) in [
            ("expense_cost", &item.expense_cost),
            ("expense_cost_year_2", &item.expense_cost_year_2),
            ("expense_cost_year_3", &item.expense_cost_year_3),
        ]
        .into_iter()
        .enumerate()
        {
            match year_amount(value.as_ref()) {
                Ok(v) => cents[y] = v,
                Err(e) => c.fail(
                    &field(name),
                    &format!("{what}, Year {}: {}", y + 1, e.message()),
                ),
            }
        }
        let existing = match (present(&item.id), item.version) {
            (None, _) => None,
            (Some(id), Some(v)) => {
                c.check(
                    ids.insert(id.to_string()),
                    &field("id"),
                    m::EXPENSE_DUPLICATE,
                );
                Some((id.to_string(), v))
            }
            (Some(_), None) => {
                c.fail(&field("version"), m::EXPENSE_VERSION_REQUIRED);
                None
            }
        };
        if let (Some(category), Ok(description)) = (category, description) {
            out.push(Checked {
                existing,
                category,
                description,
                cents,
            });
        }
    }
    c.finish()?;
    Ok(out)
}

/// Applies a checked save to `table`; `new_ids` holds one fresh id per item without one (made
/// before the first attempt, so a retried attempt creates the same items). Returns the saved
/// items in the order sent.
fn apply(
    table: &mut ExpenseTableRecord,
    items: &[Checked],
    new_ids: &[String],
) -> Result<Vec<ExpenseItem>, ApiError> {
    let mut saved = Vec::with_capacity(items.len());
    let mut fresh = new_ids.iter();
    for item in items {
        match &item.existing {
            Some((id, version)) => {
                let stored = table
                    .items
                    .iter_mut()
                    .find(|s| &s.id == id)
                    .ok_or_else(|| ApiError(DomainError::Conflict(m::EXPENSE_GONE.into())))?;
                if stored.version != *version {
                    return Err(ApiError(DomainError::Conflict(m::EXPENSE_CHANGED.into())));
                }
                let unchanged = stored.expense_type == item.category
                    && stored.expense_description == item.description
                    && stored.cents == item.cents;
                if !unchanged {
                    stored.expense_type = item.category;
                    stored.expense_description = item.description.clone();
                    stored.cents = item.cents;
                    stored.version += 1;
                }
                saved.push(stored.clone());
            }
            None => {
                let new = ExpenseItem {
                    id: fresh.next().cloned().unwrap_or_default(),
                    expense_type: item.category,
                    expense_description: item.description.clone(),
                    cents: item.cents,
                    version: 1,
                };
                table.items.push(new.clone());
                saved.push(new);
            }
        }
    }
    check_table(&table.items).map_err(|msg| ApiError(DomainError::field("expenses", msg)))?;
    TableTotals::of(&table.items)
        .map_err(|e| ApiError(DomainError::field("expenses", e.to_string())))?;
    Ok(saved)
}

fn not_found(owner: &Owner) -> ApiError {
    ApiError(DomainError::NotFound(
        match owner {
            Owner::Project(_) => m::PROJECT_NOT_FOUND,
            _ => m::PROGRAM_NOT_FOUND,
        }
        .into(),
    ))
}

fn expenseable(owner: &Owner) -> Option<Expenseable> {
    match owner {
        Owner::Organization => None,
        Owner::Program(id) => Some(Expenseable::Program(id.clone())),
        Owner::Project(id) => Some(Expenseable::Project(id.clone())),
    }
}

/// The longest id a request may name (ids are 26-character ULIDs).
const MAX_ID_LEN: usize = 64;

/// Whether `id` can be an id: the server's are ULIDs; anything else (a control character, a
/// `#`, a key longer than a sort key may be) is never looked up.
fn plausible_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A program or project id as a request names it; one that cannot be an id cannot be found.
fn owner_of(kind: EntryKind, id: &str) -> Result<Owner, ApiError> {
    let owner = kind.owner(id.trim());
    if !plausible_id(id.trim()) {
        return Err(not_found(&owner));
    }
    Ok(owner)
}

/// Saves the checked items into `owner`'s table.
async fn save(
    state: &AppState,
    org: &fundplan_data::OrgScope,
    owner: &Owner,
    items: Vec<Checked>,
) -> ApiResult<ExpensesSaved> {
    let new_ids: Vec<String> = items
        .iter()
        .filter(|i| i.existing.is_none())
        .map(|_| state.ids.new_id())
        .collect();
    let mut saved = Vec::new();
    let table = update_expense_table(org, owner, |t| {
        saved = apply(t, &items, &new_ids)?;
        Ok(())
    })
    .await
    .map_err(|e| match e {
        TableChangeError::OwnerGone => not_found(owner),
        TableChangeError::Rejected(e) => e,
        TableChangeError::Store(e) => e.into(),
    })?;
    let who = expenseable(owner);
    let view = ExpenseTable::of(&table.items, who.as_ref())?;
    Ok(ExpensesSaved {
        status: true,
        expenses: saved
            .iter()
            .map(|i| ExpenseView::of(i, who.as_ref()))
            .collect(),
        totals: Some(view.totals),
        total: Some(view.total),
    })
}

/// Removes item `id` from `owner`'s table; 404 when it is not there.
async fn remove(org: &fundplan_data::OrgScope, owner: &Owner, id: &str) -> ApiResult<Deleted> {
    let gone = || ApiError(DomainError::NotFound(m::EXPENSE_NOT_FOUND.into()));
    update_expense_table(org, owner, |t| {
        let before = t.items.len();
        t.items.retain(|i| i.id != id);
        if t.items.len() == before {
            return Err(gone());
        }
        Ok(())
    })
    .await
    .map_err(|e| match e {
        TableChangeError::OwnerGone => gone(),
        TableChangeError::Rejected(e) => e,
        TableChangeError::Store(e) => e.into(),
    })?;
    Ok(Deleted { status: true })
}

#[derive(Deserialize, IntoParams)]
pub struct ExpensesOf {
    /// A core program's id.
    pub program_id: Option<String>,
    /// A new project's id.
    pub project_id: Option<String>,
}

/// A core program's or new project's expense table (give exactly one of the two ids).
#[utoipa::path(get, path = "/api/v1/expenses", tag = "budget", security(("bearer" = [])), params(ExpensesOf),
    responses((status = 200, body = ExpenseTable), (status = 401), (status = 404), (status = 422)))]
pub async fn get_expenses(
    me: CurrentUser,
    Query(q): Query<ExpensesOf>,
) -> ApiResult<Json<ExpenseTable>> {
    let owner = match (present(&q.program_id), present(&q.project_id)) {
        (Some(id), None) => owner_of(EntryKind::Program, id)?,
        (None, Some(id)) => owner_of(EntryKind::Project, id)?,
        _ => {
            return Err(ApiError(DomainError::field(
                "program_id",
                m::EXPENSE_OWNER_QUERY,
            )));
        }
    };
    let org_id = me.org_id();
    let table = match get_expense_table(&me.org, &owner).await? {
        // A table exists only while its program or project does: it is written only with its
        // list checked, and deleted with it.
        Some(t) => t.value,
        None => {
            let Some((_, kind, id)) = fundplan_data::plan::budget::owner_list_key(org_id, &owner)
            else {
                return Err(not_found(&owner));
            };
            let listed = get_entries(&me.org, kind).await?.value.find(&id).is_some();
            if !listed {
                return Err(not_found(&owner));
            }
            ExpenseTableRecord::default()
        }
    };
    Ok(Json(ExpenseTable::of(
        &table.items,
        expenseable(&owner).as_ref(),
    )?))
}

/// Adds and changes items of one core program's or new project's table: every item names the
/// same `expenseable_type` and `expenseable_id`. Nothing is written unless every item is valid
/// and every changed item is still at the version sent.
#[utoipa::path(post, path = "/api/v1/expenses", tag = "budget", security(("bearer" = [])), request_body = ExpensesSave,
    responses((status = 200, body = ExpensesSaved), (status = 401), (status = 404), (status = 409), (status = 413), (status = 422)))]
pub async fn post_expenses(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(req): ApiJson<ExpensesSave>,
) -> ApiResult<Json<ExpensesSaved>> {
    let Some(first) = req.expenses.first() else {
        return Ok(Json(ExpensesSaved {
            status: true,
            expenses: Vec::new(),
            totals: None,
            total: None,
        }));
    };
    let owner_named = |i: &ExpenseInput| -> Option<(EntryKind, String)> {
        let kind = match present(&i.expenseable_type)? {
            t if t.eq_ignore_ascii_case(CORE_PROGRAM) => EntryKind::Program,
            t if t.eq_ignore_ascii_case(PROJECT) => EntryKind::Project,
            _ => return None,
        };
        Some((kind, present(&i.expenseable_id)?.to_string()))
    };
    let Some(named) = owner_named(first) else {
        return Err(ApiError(DomainError::field(
            "expenses.0.expenseable_type",
            m::EXPENSEABLE_REQUIRED,
        )));
    };
    for (i, item) in req.expenses.iter().enumerate().skip(1) {
        match owner_named(item) {
            None => {
                return Err(ApiError(DomainError::field(
                    &format!("expenses.{i}.expenseable_type"),
                    m::EXPENSEABLE_REQUIRED,
                )));
            }
            Some(other) if other != named => {
                return Err(ApiError(DomainError::field(
                    &format!("expenses.{i}.expenseable_id"),
                    m::EXPENSES_ONE_OWNER,
                )));
            }
            Some(_) => {}
        }
    }
    let items = check_items(&req.expenses)?;
    let owner = owner_of(named.0, &named.1)?;
    let saved = save(&state, &me.org, &owner, items).await?;
    me.note(
        &state,
        Activity::on(ActivityKind::Table, table_section(&owner)),
    )
    .await;
    Ok(Json(saved))
}

/// Deletes one item of a core program's or new project's table.
#[utoipa::path(delete, path = "/api/v1/expenses/{id}", tag = "budget", security(("bearer" = [])),
    params(("id" = String, Path, description = "The expense item's id")),
    responses((status = 200, body = Deleted), (status = 401), (status = 404)))]
pub async fn delete_expense(
    State(state): State<AppState>,
    me: CurrentUser,
    PathId(id): PathId,
) -> ApiResult<Json<Deleted>> {
    let owner = find_expense_owner(&me.org, &id)
        .await?
        .ok_or_else(|| ApiError(DomainError::NotFound(m::EXPENSE_NOT_FOUND.into())))?;
    let deleted = remove(&me.org, &owner, &id).await?;
    me.note(
        &state,
        Activity::on(ActivityKind::Table, table_section(&owner)),
    )
    .await;
    Ok(Json(deleted))
}

/// The overhead expense table.
#[utoipa::path(get, path = "/api/v1/organization-expenses", tag = "budget", security(("bearer" = [])),
    responses((status = 200, body = ExpenseTable), (status = 401)))]
pub async fn get_organization_expenses(me: CurrentUser) -> ApiResult<Json<ExpenseTable>> {
    let table = get_expense_table(&me.org, &Owner::Organization)
        .await?
        .map(|t| t.value)
        .unwrap_or_default();
    Ok(Json(ExpenseTable::of(&table.items, None)?))
}

/// Adds and changes overhead expense items. Nothing is written unless every item is valid and
/// every changed item is still at the version sent.
#[utoipa::path(post, path = "/api/v1/organization-expenses", tag = "budget", security(("bearer" = [])), request_body = ExpensesSave,
    responses((status = 200, body = ExpensesSaved), (status = 401), (status = 409), (status = 413), (status = 422)))]
pub async fn post_organization_expenses(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(req): ApiJson<ExpensesSave>,
) -> ApiResult<Json<ExpensesSaved>> {
    if req.expenses.is_empty() {
        return Ok(Json(ExpensesSaved {
            status: true,
            expenses: Vec::new(),
            totals: None,
            total: None,
        }));
    }
    let items = check_items(&req.expenses)?;
    let saved = save(&state, &me.org, &Owner::Organization, items).await?;
    let section = table_section(&Owner::Organization);
    me.note(&state, Activity::on(ActivityKind::Table, section))
        .await;
    Ok(Json(saved))
}

/// Deletes one overhead expense item.
#[utoipa::path(delete, path = "/api/v1/organization-expenses/{id}", tag = "budget", security(("bearer" = [])),
    params(("id" = String, Path, description = "The expense item's id")),
    responses((status = 200, body = Deleted), (status = 401), (status = 404)))]
pub async fn delete_organization_expense(
    State(state): State<AppState>,
    me: CurrentUser,
    PathId(id): PathId,
) -> ApiResult<Json<Deleted>> {
    let deleted = remove(&me.org, &Owner::Organization, &id).await?;
    let section = table_section(&Owner::Organization);
    me.note(&state, Activity::on(ActivityKind::Table, section))
        .await;
    Ok(Json(deleted))
}
