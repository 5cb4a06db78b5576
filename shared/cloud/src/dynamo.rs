//! [`Table`] on DynamoDB: the single table of [`crate::schema`].
//!
//! Item layout: `PK`, `SK`, optional `GSI1PK`/`GSI1SK`, optional `ttl` (number, epoch seconds),
//! `version` (number), and every attribute of [`Item::attrs`] at the top level, converted from
//! JSON by [`json_to_attribute`] (numbers as `N` with their exact decimal text, so integers
//! round-trip exactly; `null` as `NULL`; arrays as `L`; objects as `M`).

use crate::error::chain;
use crate::schema::{
    GSI1_NAME, GSI1_PARTITION_KEY, GSI1_SORT_KEY, PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE,
    VERSION_ATTRIBUTE,
};
use async_trait::async_trait;
use aws_sdk_dynamodb::Client;
use aws_sdk_dynamodb::error::ProvideErrorMetadata;
use aws_sdk_dynamodb::operation::transact_write_items::TransactWriteItemsError;
use aws_sdk_dynamodb::types::{
    AttributeValue, ConditionCheck, Delete, Put, TransactWriteItem, Update,
};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use fundplan_ports::table::{
    Condition, Index, Item, Key, Page, Query, SkRange, StoreError, Table, WriteOp, validate_item,
    validate_transaction,
};
use serde_json::{Map, Number, Value};
use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

type Attributes = HashMap<String, AttributeValue>;

/// How often a transaction cancelled only by a conflict with a concurrent transaction is sent
/// again before the conflict is reported. A retry then sees the other transaction's result, so
/// a lost race ends as a failed condition, as on the embedded store.
const CONFLICT_RETRIES: u32 = 4;

#[derive(Clone, Debug)]
pub struct DynamoTable {
    client: Client,
    table: String,
}

impl DynamoTable {
    pub fn new(client: Client, table_name: impl Into<String>) -> Self {
        Self {
            client,
            table: table_name.into(),
        }
    }

    pub fn table_name(&self) -> &str {
        &self.table
    }
}

/// A JSON value as a DynamoDB attribute value.
pub fn json_to_attribute(value: &Value) -> AttributeValue {
    match value {
        Value::Null => AttributeValue::Null(true),
        Value::Bool(b) => AttributeValue::Bool(*b),
        Value::Number(n) => AttributeValue::N(n.to_string()),
        Value::String(s) => AttributeValue::S(s.clone()),
        Value::Array(a) => AttributeValue::L(a.iter().map(json_to_attribute).collect()),
        Value::Object(m) => AttributeValue::M(
            m.iter()
                .map(|(k, v)| (k.clone(), json_to_attribute(v)))
                .collect(),
        ),
    }
}

/// A DynamoDB attribute value as JSON. Numbers become integers when they are integers (`i64`,
/// then `u64`), else floats; sets become arrays; binary becomes standard base64 text.
pub fn attribute_to_json(value: &AttributeValue) -> Result<Value, StoreError> {
    Ok(match value {
        AttributeValue::Null(_) => Value::Null,
        AttributeValue::Bool(b) => Value::Bool(*b),
        AttributeValue::N(n) => number(n)?,
        AttributeValue::S(s) => Value::String(s.clone()),
        AttributeValue::L(l) => {
            Value::Array(l.iter().map(attribute_to_json).collect::<Result<_, _>>()?)
        }
        AttributeValue::M(m) => Value::Object(
            m.iter()
                .map(|(k, v)| Ok((k.clone(), attribute_to_json(v)?)))
                .collect::<Result<Map<_, _>, StoreError>>()?,
        ),
        AttributeValue::Ss(ss) => Value::Array(ss.iter().cloned().map(Value::String).collect()),
        AttributeValue::Ns(ns) => {
            Value::Array(ns.iter().map(|n| number(n)).collect::<Result<_, _>>()?)
        }
        AttributeValue::B(b) => {
            Value::String(base64::engine::general_purpose::STANDARD.encode(b.as_ref()))
        }
        AttributeValue::Bs(bs) => Value::Array(
            bs.iter()
                .map(|b| {
                    Value::String(base64::engine::general_purpose::STANDARD.encode(b.as_ref()))
                })
                .collect(),
        ),
        other => {
            return Err(StoreError::Unavailable(format!(
                "unsupported DynamoDB attribute value {other:?}"
            )));
        }
    })
}

fn number(text: &str) -> Result<Value, StoreError> {
    if let Ok(i) = text.parse::<i64>() {
        return Ok(Value::from(i));
    }
    if let Ok(u) = text.parse::<u64>() {
        return Ok(Value::from(u));
    }
    text.parse::<f64>()
        .ok()
        .and_then(Number::from_f64)
        .map(Value::Number)
        .ok_or_else(|| StoreError::Unavailable(format!("number {text:?} does not fit JSON")))
}

fn s(value: impl Into<String>) -> AttributeValue {
    AttributeValue::S(value.into())
}

fn key_attributes(key: &Key) -> Attributes {
    HashMap::from([
        (PARTITION_KEY.to_string(), s(&key.pk)),
        (SORT_KEY.to_string(), s(&key.sk)),
    ])
}

fn check_key(key: &Key) -> Result<(), StoreError> {
    if key.pk.is_empty() || key.sk.is_empty() {
        return Err(StoreError::Invalid("empty key".into()));
    }
    Ok(())
}

fn encode_item(item: &Item) -> Attributes {
    let mut m: Attributes = item
        .attrs
        .iter()
        .map(|(k, v)| (k.clone(), json_to_attribute(v)))
        .collect();
    m.extend(key_attributes(&item.key));
    if let Some(g) = &item.gsi1 {
        m.insert(GSI1_PARTITION_KEY.to_string(), s(&g.pk));
        m.insert(GSI1_SORT_KEY.to_string(), s(&g.sk));
    }
    if let Some(ttl) = item.expires_at {
        m.insert(
            TTL_ATTRIBUTE.to_string(),
            AttributeValue::N(ttl.to_string()),
        );
    }
    m.insert(
        VERSION_ATTRIBUTE.to_string(),
        AttributeValue::N(item.version.to_string()),
    );
    m
}

fn take_string(m: &mut Attributes, name: &str) -> Result<Option<String>, StoreError> {
    match m.remove(name) {
        None => Ok(None),
        Some(AttributeValue::S(v)) => Ok(Some(v)),
        Some(other) => Err(StoreError::Unavailable(format!(
            "attribute {name} is not a string: {other:?}"
        ))),
    }
}

fn take_number<T: std::str::FromStr>(
    m: &mut Attributes,
    name: &str,
) -> Result<Option<T>, StoreError> {
    match m.remove(name) {
        None => Ok(None),
        Some(AttributeValue::N(v)) => v.parse().map(Some).map_err(|_| {
            StoreError::Unavailable(format!("attribute {name} is not an integer: {v}"))
        }),
        Some(other) => Err(StoreError::Unavailable(format!(
            "attribute {name} is not a number: {other:?}"
        ))),
    }
}

/// An item as read from DynamoDB. An item written without a version (by hand, say) reads as
/// version 1, the version of a new [`Item`].
fn decode_item(mut m: Attributes) -> Result<Item, StoreError> {
    let missing = |name: &str| StoreError::Unavailable(format!("item without {name}"));
    let pk = take_string(&mut m, PARTITION_KEY)?.ok_or_else(|| missing(PARTITION_KEY))?;
    let sk = take_string(&mut m, SORT_KEY)?.ok_or_else(|| missing(SORT_KEY))?;
    let gsi1 = match (
        take_string(&mut m, GSI1_PARTITION_KEY)?,
        take_string(&mut m, GSI1_SORT_KEY)?,
    ) {
        (Some(pk), Some(sk)) => Some(Key { pk, sk }),
        _ => None,
    };
    let expires_at = take_number::<i64>(&mut m, TTL_ATTRIBUTE)?;
    let version = take_number::<u64>(&mut m, VERSION_ATTRIBUTE)?.unwrap_or(1);
    let attrs = m
        .iter()
        .map(|(k, v)| Ok((k.clone(), attribute_to_json(v)?)))
        .collect::<Result<Map<_, _>, StoreError>>()?;
    Ok(Item {
        key: Key { pk, sk },
        gsi1,
        expires_at,
        version,
        attrs,
    })
}

/// A condition as a DynamoDB condition expression with its names and values.
struct Expression {
    text: &'static str,
    names: HashMap<String, String>,
    values: Option<Attributes>,
}

fn condition_expression(condition: &Condition) -> Option<Expression> {
    let pk_name = || HashMap::from([("#pk".to_string(), PARTITION_KEY.to_string())]);
    match condition {
        Condition::None => None,
        Condition::NotExists => Some(Expression {
            text: "attribute_not_exists(#pk)",
            names: pk_name(),
            values: None,
        }),
        Condition::Exists => Some(Expression {
            text: "attribute_exists(#pk)",
            names: pk_name(),
            values: None,
        }),
        Condition::VersionIs(v) => Some(Expression {
            text: "#version = :version",
            names: HashMap::from([("#version".to_string(), VERSION_ATTRIBUTE.to_string())]),
            values: Some(HashMap::from([(
                ":version".to_string(),
                AttributeValue::N(v.to_string()),
            )])),
        }),
    }
}

/// `ConditionCheck` needs an expression even for [`Condition::None`]: one that always holds.
fn check_expression(condition: &Condition) -> Expression {
    condition_expression(condition).unwrap_or_else(|| Expression {
        text: "attribute_exists(#pk) OR attribute_not_exists(#pk)",
        names: HashMap::from([("#pk".to_string(), PARTITION_KEY.to_string())]),
        values: None,
    })
}

fn invalid_build(e: impl std::error::Error) -> StoreError {
    StoreError::Invalid(chain(&e))
}

fn unavailable<E: std::error::Error + ProvideErrorMetadata>(e: &E) -> StoreError {
    match e.code() {
        Some("ValidationException") => StoreError::Invalid(chain(e)),
        _ => StoreError::Unavailable(chain(e)),
    }
}

fn encode_cursor(last: &Attributes) -> Result<String, StoreError> {
    let mut key = BTreeMap::new();
    for (name, value) in last {
        match value {
            AttributeValue::S(v) => {
                key.insert(name.as_str(), v.as_str());
            }
            other => {
                return Err(StoreError::Unavailable(format!(
                    "unexpected key attribute {name}: {other:?}"
                )));
            }
        }
    }
    let json = serde_json::to_vec(&key).map_err(|e| StoreError::Unavailable(e.to_string()))?;
    Ok(URL_SAFE_NO_PAD.encode(json))
}

fn decode_cursor(cursor: &str) -> Result<Attributes, StoreError> {
    let bad = || StoreError::Invalid("bad cursor".into());
    let json = URL_SAFE_NO_PAD.decode(cursor).map_err(|_| bad())?;
    let key: BTreeMap<String, String> = serde_json::from_slice(&json).map_err(|_| bad())?;
    if key.is_empty() {
        return Err(bad());
    }
    Ok(key
        .into_iter()
        .map(|(k, v)| (k, AttributeValue::S(v)))
        .collect())
}

impl DynamoTable {
    fn transact_item(&self, op: &WriteOp) -> Result<TransactWriteItem, StoreError> {
        Ok(match op {
            WriteOp::Put { item, condition } => {
                let mut put = Put::builder()
                    .table_name(&self.table)
                    .set_item(Some(encode_item(item)));
                if let Some(e) = condition_expression(condition) {
                    put = put
                        .condition_expression(e.text)
                        .set_expression_attribute_names(Some(e.names))
                        .set_expression_attribute_values(e.values);
                }
                TransactWriteItem::builder()
                    .put(put.build().map_err(invalid_build)?)
                    .build()
            }
            WriteOp::Delete { key, condition } => {
                let mut delete = Delete::builder()
                    .table_name(&self.table)
                    .set_key(Some(key_attributes(key)));
                if let Some(e) = condition_expression(condition) {
                    delete = delete
                        .condition_expression(e.text)
                        .set_expression_attribute_names(Some(e.names))
                        .set_expression_attribute_values(e.values);
                }
                TransactWriteItem::builder()
                    .delete(delete.build().map_err(invalid_build)?)
                    .build()
            }
            WriteOp::Check { key, condition } => {
                let e = check_expression(condition);
                let check = ConditionCheck::builder()
                    .table_name(&self.table)
                    .set_key(Some(key_attributes(key)))
                    .condition_expression(e.text)
                    .set_expression_attribute_names(Some(e.names))
                    .set_expression_attribute_values(e.values)
                    .build()
                    .map_err(invalid_build)?;
                TransactWriteItem::builder().condition_check(check).build()
            }
            WriteOp::Bump {
                key,
                counter,
                limit,
            } => {
                let update = Update::builder()
                    .table_name(&self.table)
                    .set_key(Some(key_attributes(key)))
                    .update_expression("SET #c = #c + :one, #version = #version + :one")
                    .condition_expression("attribute_exists(#pk) AND #c < #l")
                    .set_expression_attribute_names(Some(HashMap::from([
                        ("#pk".to_string(), PARTITION_KEY.to_string()),
                        ("#c".to_string(), counter.clone()),
                        ("#l".to_string(), limit.clone()),
                        ("#version".to_string(), VERSION_ATTRIBUTE.to_string()),
                    ])))
                    .set_expression_attribute_values(Some(HashMap::from([(
                        ":one".to_string(),
                        AttributeValue::N("1".into()),
                    )])))
                    .build()
                    .map_err(invalid_build)?;
                TransactWriteItem::builder().update(update).build()
            }
        })
    }
}

#[async_trait]
impl Table for DynamoTable {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        check_key(key)?;
        let out = self
            .client
            .get_item()
            .table_name(&self.table)
            .set_key(Some(key_attributes(key)))
            .consistent_read(true)
            .send()
            .await
            .map_err(|e| unavailable(&e))?;
        out.item.map(decode_item).transpose()
    }

    async fn put(&self, item: Item, condition: Condition) -> Result<(), StoreError> {
        validate_item(&item)?;
        let mut request = self
            .client
            .put_item()
            .table_name(&self.table)
            .set_item(Some(encode_item(&item)));
        if let Some(e) = condition_expression(&condition) {
            request = request
                .condition_expression(e.text)
                .set_expression_attribute_names(Some(e.names))
                .set_expression_attribute_values(e.values);
        }
        match request.send().await {
            Ok(_) => Ok(()),
            Err(e)
                if e.as_service_error()
                    .is_some_and(|s| s.is_conditional_check_failed_exception()) =>
            {
                Err(StoreError::ConditionFailed)
            }
            Err(e) => Err(unavailable(&e)),
        }
    }

    async fn delete(&self, key: &Key, condition: Condition) -> Result<(), StoreError> {
        check_key(key)?;
        let mut request = self
            .client
            .delete_item()
            .table_name(&self.table)
            .set_key(Some(key_attributes(key)));
        if let Some(e) = condition_expression(&condition) {
            request = request
                .condition_expression(e.text)
                .set_expression_attribute_names(Some(e.names))
                .set_expression_attribute_values(e.values);
        }
        match request.send().await {
            Ok(_) => Ok(()),
            Err(e)
                if e.as_service_error()
                    .is_some_and(|s| s.is_conditional_check_failed_exception()) =>
            {
                Err(StoreError::ConditionFailed)
            }
            Err(e) => Err(unavailable(&e)),
        }
    }

    async fn query(&self, query: Query) -> Result<Page, StoreError> {
        if query.pk.is_empty() {
            return Err(StoreError::Invalid("empty partition key".into()));
        }
        let (pk_name, sk_name, index_name) = match query.index {
            Index::Table => (PARTITION_KEY, SORT_KEY, None),
            Index::Gsi1 => (GSI1_PARTITION_KEY, GSI1_SORT_KEY, Some(GSI1_NAME)),
        };
        let mut names = HashMap::from([("#pk".to_string(), pk_name.to_string())]);
        let mut values = HashMap::from([(":pk".to_string(), s(&query.pk))]);
        let mut expression = String::from("#pk = :pk");
        match &query.sk {
            SkRange::All => {}
            // begins_with with an empty prefix is every item (DynamoDB refuses the empty string).
            SkRange::Prefix(p) if p.is_empty() => {}
            SkRange::Prefix(p) => {
                expression.push_str(" AND begins_with(#sk, :prefix)");
                names.insert("#sk".into(), sk_name.into());
                values.insert(":prefix".into(), s(p));
            }
            SkRange::Between(from, to) => {
                if from > to {
                    // DynamoDB refuses an inverted range; it holds nothing.
                    return Ok(Page::default());
                }
                expression.push_str(" AND #sk BETWEEN :from AND :to");
                names.insert("#sk".into(), sk_name.into());
                values.insert(":from".into(), s(from));
                values.insert(":to".into(), s(to));
            }
        }
        let start = query.cursor.as_deref().map(decode_cursor).transpose()?;
        let out = self
            .client
            .query()
            .table_name(&self.table)
            .set_index_name(index_name.map(str::to_string))
            .key_condition_expression(expression)
            .set_expression_attribute_names(Some(names))
            .set_expression_attribute_values(Some(values))
            .scan_index_forward(!query.descending)
            .set_limit(
                query
                    .limit
                    .map(|l| i32::try_from(l.max(1)).unwrap_or(i32::MAX)),
            )
            .set_exclusive_start_key(start)
            // A GSI can only be read eventually consistent.
            .set_consistent_read(index_name.is_none().then_some(true))
            .send()
            .await
            .map_err(|e| unavailable(&e))?;
        let items = out
            .items
            .unwrap_or_default()
            .into_iter()
            .map(decode_item)
            .collect::<Result<Vec<_>, _>>()?;
        let cursor = match out.last_evaluated_key {
            Some(last) if !last.is_empty() => Some(encode_cursor(&last)?),
            _ => None,
        };
        Ok(Page { items, cursor })
    }

    async fn transact(&self, ops: Vec<WriteOp>) -> Result<(), StoreError> {
        validate_transaction(&ops)?;
        let items = ops
            .iter()
            .map(|op| self.transact_item(op))
            .collect::<Result<Vec<_>, _>>()?;
        let mut attempt = 0;
        loop {
            let result = self
                .client
                .transact_write_items()
                .set_transact_items(Some(items.clone()))
                .send()
                .await;
            let error = match result {
                Ok(_) => return Ok(()),
                Err(e) => e,
            };
            if let Some(TransactWriteItemsError::TransactionCanceledException(cancelled)) =
                error.as_service_error()
            {
                let reasons = cancelled.cancellation_reasons();
                let code_at = |code: &str| reasons.iter().position(|r| r.code() == Some(code));
                if let Some(index) = code_at("ConditionalCheckFailed") {
                    return Err(StoreError::TransactionCancelled { index });
                }
                if code_at("TransactionConflict").is_some() && attempt < CONFLICT_RETRIES {
                    attempt += 1;
                    tokio::time::sleep(Duration::from_millis(20 * (1 << attempt))).await;
                    continue;
                }
                if let Some(index) = code_at("ValidationError") {
                    return Err(StoreError::Invalid(format!(
                        "operation {index}: {}",
                        chain(&error)
                    )));
                }
            }
            return Err(unavailable(&error));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn json_values_convert_to_attributes_and_back_unchanged() {
        let v = json!({
            "i": 123456789012i64, "big": u64::MAX, "neg": -5, "f": 1.5, "s": "", "b": false, "n": null,
            "l": [1, "x", [], {}], "m": {"nested": {"k": "v"}}
        });
        assert_eq!(attribute_to_json(&json_to_attribute(&v)).unwrap(), v);
    }

    #[test]
    fn an_item_is_laid_out_with_the_reserved_attributes_at_the_top_level() {
        let item = Item::new(
            Key::new("ORG#1", "PROFILE"),
            json!({"name": "Acme"}).as_object().unwrap().clone(),
        )
        .with_gsi1(Key::new("EMAIL#a", "USER"))
        .with_expiry(42)
        .with_version(3);
        let m = encode_item(&item);
        assert_eq!(m["PK"], s("ORG#1"));
        assert_eq!(m["SK"], s("PROFILE"));
        assert_eq!(m["GSI1PK"], s("EMAIL#a"));
        assert_eq!(m["GSI1SK"], s("USER"));
        assert_eq!(m["ttl"], AttributeValue::N("42".into()));
        assert_eq!(m["version"], AttributeValue::N("3".into()));
        assert_eq!(m["name"], s("Acme"));
        assert_eq!(m.len(), 7);
        assert_eq!(decode_item(m).unwrap(), item);
    }

    #[test]
    fn a_cursor_round_trips_and_garbage_is_refused() {
        let last = HashMap::from([("PK".to_string(), s("a")), ("SK".to_string(), s("b"))]);
        assert_eq!(decode_cursor(&encode_cursor(&last).unwrap()).unwrap(), last);
        assert!(matches!(decode_cursor("!!"), Err(StoreError::Invalid(_))));
        assert!(matches!(
            decode_cursor(&URL_SAFE_NO_PAD.encode("{}")),
            Err(StoreError::Invalid(_))
        ));
    }
}
