//! The single table's definition, as data: the bootstrap creates the table from it, and
//! [`table_schema_json`] gives it in CloudFormation's shape, so a check can compare it with the
//! table that `template.yaml` declares.

use aws_sdk_dynamodb::types::{
    AttributeDefinition, BillingMode, GlobalSecondaryIndex, KeySchemaElement, KeyType, Projection,
    ProjectionType, ScalarAttributeType,
};
use serde_json::{Value, json};

pub const PARTITION_KEY: &str = "PK";
pub const SORT_KEY: &str = "SK";
pub const GSI1_NAME: &str = "GSI1";
pub const GSI1_PARTITION_KEY: &str = "GSI1PK";
pub const GSI1_SORT_KEY: &str = "GSI1SK";
/// The DynamoDB TTL attribute (a number, epoch seconds).
pub const TTL_ATTRIBUTE: &str = "ttl";
/// The optimistic-concurrency version (a number).
pub const VERSION_ATTRIBUTE: &str = "version";

/// A global secondary index: its name, key attributes and projection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IndexSchema {
    pub name: &'static str,
    pub partition_key: &'static str,
    pub sort_key: &'static str,
    /// `ALL`, `KEYS_ONLY` or `INCLUDE`.
    pub projection: &'static str,
}

/// The table's definition; its name comes from the settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableSchema {
    /// Every key attribute with its type (`S`), in order.
    pub attribute_definitions: &'static [(&'static str, &'static str)],
    pub partition_key: &'static str,
    pub sort_key: &'static str,
    pub global_secondary_indexes: &'static [IndexSchema],
    pub billing_mode: &'static str,
    pub ttl_attribute: &'static str,
}

/// The one table of fundplan.
pub const TABLE: TableSchema = TableSchema {
    attribute_definitions: &[
        (PARTITION_KEY, "S"),
        (SORT_KEY, "S"),
        (GSI1_PARTITION_KEY, "S"),
        (GSI1_SORT_KEY, "S"),
    ],
    partition_key: PARTITION_KEY,
    sort_key: SORT_KEY,
    global_secondary_indexes: &[IndexSchema {
        name: GSI1_NAME,
        partition_key: GSI1_PARTITION_KEY,
        sort_key: GSI1_SORT_KEY,
        projection: "ALL",
    }],
    billing_mode: "PAY_PER_REQUEST",
    ttl_attribute: TTL_ATTRIBUTE,
};

fn key_schema_json(partition_key: &str, sort_key: &str) -> Value {
    json!([
        {"AttributeName": partition_key, "KeyType": "HASH"},
        {"AttributeName": sort_key, "KeyType": "RANGE"},
    ])
}

fn key_schema(
    partition_key: &str,
    sort_key: &str,
) -> Result<Vec<KeySchemaElement>, aws_sdk_dynamodb::error::BuildError> {
    Ok(vec![
        KeySchemaElement::builder()
            .attribute_name(partition_key)
            .key_type(KeyType::Hash)
            .build()?,
        KeySchemaElement::builder()
            .attribute_name(sort_key)
            .key_type(KeyType::Range)
            .build()?,
    ])
}

impl TableSchema {
    /// The definition in CloudFormation's (`AWS::DynamoDB::Table`) shape, without the table name.
    pub fn to_json(&self) -> Value {
        json!({
            "AttributeDefinitions": self.attribute_definitions.iter()
                .map(|(name, ty)| json!({"AttributeName": name, "AttributeType": ty}))
                .collect::<Vec<_>>(),
            "KeySchema": key_schema_json(self.partition_key, self.sort_key),
            "GlobalSecondaryIndexes": self.global_secondary_indexes.iter()
                .map(|i| json!({
                    "IndexName": i.name,
                    "KeySchema": key_schema_json(i.partition_key, i.sort_key),
                    "Projection": {"ProjectionType": i.projection},
                }))
                .collect::<Vec<_>>(),
            "BillingMode": self.billing_mode,
            "TimeToLiveAttribute": self.ttl_attribute,
        })
    }

    /// The `CreateTable` request for a table named `table_name`.
    pub fn create_table(
        &self,
        client: &aws_sdk_dynamodb::Client,
        table_name: &str,
    ) -> Result<
        aws_sdk_dynamodb::operation::create_table::builders::CreateTableFluentBuilder,
        aws_sdk_dynamodb::error::BuildError,
    > {
        let mut request = client
            .create_table()
            .table_name(table_name)
            .set_key_schema(Some(key_schema(self.partition_key, self.sort_key)?))
            .billing_mode(BillingMode::from(self.billing_mode));
        for (name, ty) in self.attribute_definitions {
            request = request.attribute_definitions(
                AttributeDefinition::builder()
                    .attribute_name(*name)
                    .attribute_type(ScalarAttributeType::from(*ty))
                    .build()?,
            );
        }
        for index in self.global_secondary_indexes {
            request = request.global_secondary_indexes(
                GlobalSecondaryIndex::builder()
                    .index_name(index.name)
                    .set_key_schema(Some(key_schema(index.partition_key, index.sort_key)?))
                    .projection(
                        Projection::builder()
                            .projection_type(ProjectionType::from(index.projection))
                            .build(),
                    )
                    .build()?,
            );
        }
        Ok(request)
    }
}

/// [`TABLE`] in CloudFormation's shape:
/// `{"AttributeDefinitions": [...], "KeySchema": [...], "GlobalSecondaryIndexes": [...],
/// "BillingMode": "PAY_PER_REQUEST", "TimeToLiveAttribute": "ttl"}`.
pub fn table_schema_json() -> Value {
    TABLE.to_json()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schema_json_has_the_shape_template_yaml_declares() {
        let expected = json!({
            "AttributeDefinitions": [
                {"AttributeName": "PK", "AttributeType": "S"},
                {"AttributeName": "SK", "AttributeType": "S"},
                {"AttributeName": "GSI1PK", "AttributeType": "S"},
                {"AttributeName": "GSI1SK", "AttributeType": "S"}
            ],
            "KeySchema": [
                {"AttributeName": "PK", "KeyType": "HASH"},
                {"AttributeName": "SK", "KeyType": "RANGE"}
            ],
            "GlobalSecondaryIndexes": [{
                "IndexName": "GSI1",
                "KeySchema": [
                    {"AttributeName": "GSI1PK", "KeyType": "HASH"},
                    {"AttributeName": "GSI1SK", "KeyType": "RANGE"}
                ],
                "Projection": {"ProjectionType": "ALL"}
            }],
            "BillingMode": "PAY_PER_REQUEST",
            "TimeToLiveAttribute": "ttl"
        });
        assert_eq!(table_schema_json(), expected);
    }

    #[test]
    fn the_reserved_attributes_of_the_port_are_the_schema_attributes() {
        let mut names = vec![
            PARTITION_KEY,
            SORT_KEY,
            GSI1_PARTITION_KEY,
            GSI1_SORT_KEY,
            TTL_ATTRIBUTE,
            VERSION_ATTRIBUTE,
        ];
        let mut reserved = fundplan_ports::table::RESERVED_ATTRIBUTES.to_vec();
        names.sort();
        reserved.sort();
        assert_eq!(names, reserved);
    }
}
