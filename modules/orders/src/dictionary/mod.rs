//! Dictionaries: data dictionaries kept in the database (the purchase terms,
//! `productTerm`, in years; operators edit them) and the enum dictionaries the
//! screens label values with, each value with its Chinese label.

use crate::error::{OrdersError, Result};
use axum::extract::{Path, State};
use kernel::auth::Operator;
use kernel::extract::{Json, Query};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub mod repo;

pub const PRODUCT_TERM: &str = "productTerm";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(by_type_path))
        .routes(routes!(by_type_query, update))
        .routes(routes!(manage_list))
        .routes(routes!(enum_dict))
        .routes(routes!(enum_dict_user))
        .routes(routes!(multiple_enum_dicts))
}

#[derive(Serialize, Clone, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictData {
    id: i64,
    dict_type: String,
    dict_label: String,
    dict_value: String,
    #[serde(rename = "dictSort")]
    sort: i64,
    status: i64,
}

/// The enabled entries of a data dictionary, in their order.
#[utoipa::path(get, path = "/ptd-component/global/resource/data/type/{dictType}", tag = "dictionary", operation_id = "dict_by_type_path",
    params(("dictType" = String, Path, description = "dictionary type, e.g. productTerm")),
    responses((status = 200, description = "entries", body = [DictData])))]
async fn by_type_path(State(state): State<AppState>, Path(dict_type): Path<String>) -> ApiResult<Vec<DictData>, OrdersError> {
    ok(repo::entries(&state.db, dict_type.trim(), true).await?)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct TypeQuery {
    dict_type: String,
}

/// The same, with the type as a query parameter.
#[utoipa::path(get, path = "/ptd-component/global/resource/data/type", tag = "dictionary", operation_id = "dict_by_type_query", params(TypeQuery), responses((status = 200, description = "entries", body = [DictData])))]
async fn by_type_query(State(state): State<AppState>, Query(q): Query<TypeQuery>) -> ApiResult<Vec<DictData>, OrdersError> {
    ok(repo::entries(&state.db, &q.dict_type, true).await?)
}

/// Every entry of a data dictionary, switched-off ones too (operators).
#[utoipa::path(get, path = "/ptd-component/global/resource/data/manage", tag = "dictionary", operation_id = "dict_manage_list", params(TypeQuery), responses((status = 200, description = "entries", body = [DictData])))]
async fn manage_list(State(state): State<AppState>, _operator: Operator, Query(q): Query<TypeQuery>) -> ApiResult<Vec<DictData>, OrdersError> {
    ok(repo::entries(&state.db, &q.dict_type, false).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictEdit {
    id: i64,
    dict_label: String,
    dict_sort: i64,
    status: i64,
}

/// Operators relabel, reorder or switch off an entry (values stay: orders keep them).
#[utoipa::path(put, path = "/ptd-component/global/resource/data/type", tag = "dictionary", operation_id = "dict_update", request_body = DictEdit, responses((status = 200, description = "修改成功", body = String)))]
async fn update(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Json(f): Json<DictEdit>) -> ApiResult<&'static str, OrdersError> {
    let label = checked_edit(&f.dict_label, f.status)?;
    let audit = kernel::audit::Entry { kind: kernel::audit::kind::DICTIONARY, actor_id: Some(op.user_id), origin: Some(&origin), ..Default::default() };
    repo::update(&state.db, f.id, label, f.dict_sort, f.status, &audit).await?;
    ok("修改成功")
}

/// An operator's edit of an entry: a label of 1 to 50 characters (trimmed) and a 0/1 status.
fn checked_edit(label: &str, status: i64) -> std::result::Result<&str, KernelError> {
    let label = label.trim();
    if label.is_empty() || label.chars().count() > 50 {
        return Err(KernelError::Validation("请输入字典标签（不超过50个字）".into()));
    }
    if !(status == 0 || status == 1) {
        return Err(KernelError::Validation("状态只能是0或1".into()));
    }
    Ok(label)
}

#[derive(Serialize, Clone, utoipa::ToSchema)]
pub struct EnumEntry {
    value: String,
    label: &'static str,
}

/// The enum dictionaries the screens use, by class name.
pub fn enum_entries(name: &str) -> Option<Vec<EnumEntry>> {
    let pairs: &[(&str, &'static str)] = match name {
        "EnumFollowProgress" => &[("0", "待跟进"), ("1", "跟进中"), ("2", "已完成"), ("3", "已关闭")],
        "appType" | "EnumAppType" => &[("1", "应用类产品"), ("2", "平台类产品")],
        "EnumPlatformType" => &[("1", "工业互联网平台"), ("2", "电子商务平台"), ("3", "供应链服务平台"), ("4", "其他")],
        // 已退款: an order whose whole amount went back; the order list filters by it too.
        "EnumPayStatus" | "payStatus" => &[("hold", "待支付"), ("success", "已支付"), ("cancel", "已取消"), ("failed", "支付失败"), ("refunded", "已退款")],
        "EnumPayMethod" | "payMethod" => &[("wechat", "微信支付"), ("account", "账户支付")],
        "EnumInvoiceStatus" => &[("0", "未开票"), ("1", "开票中"), ("2", "已开票"), ("3", "已驳回"), ("4", "已红冲")],
        _ => return None,
    };
    Some(pairs.iter().map(|(value, label)| EnumEntry { value: (*value).into(), label }).collect())
}

/// An order's invoice status as EnumInvoiceStatus names it.
pub fn invoice_status_name(status: i64) -> &'static str {
    match status {
        1 => "开票中",
        2 => "已开票",
        3 => "已驳回",
        4 => "已红冲",
        _ => "未开票",
    }
}

pub fn follow_status_name(status: i64) -> &'static str {
    match status {
        1 => "跟进中",
        2 => "已完成",
        3 => "已关闭",
        _ => "待跟进",
    }
}

pub fn platform_type_name(value: &str) -> Option<&'static str> {
    enum_entries("EnumPlatformType")?.into_iter().find(|e| e.value == value).map(|e| e.label)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct EnumQuery {
    enum_class_name: String,
}

fn one_enum(name: &str) -> Result<Vec<EnumEntry>> {
    enum_entries(name).ok_or(OrdersError::Kernel(KernelError::NotFound))
}

/// One enum dictionary (EnumFollowProgress, appType, EnumPlatformType, EnumPayStatus, ...).
#[utoipa::path(get, path = "/ptd-industry/tool/enumUtil/getEnumDictList", tag = "dictionary", operation_id = "enum_dict_industry", params(EnumQuery), responses((status = 200, description = "values and labels", body = [EnumEntry])))]
async fn enum_dict(Query(q): Query<EnumQuery>) -> ApiResult<Vec<EnumEntry>, OrdersError> {
    ok(one_enum(&q.enum_class_name)?)
}

/// The same enums on the user service's path.
#[utoipa::path(get, path = "/ptd-user/tool/enumUtil/getEnumDictList", tag = "dictionary", operation_id = "enum_dict_user", params(EnumQuery), responses((status = 200, description = "values and labels", body = [EnumEntry])))]
async fn enum_dict_user(Query(q): Query<EnumQuery>) -> ApiResult<Vec<EnumEntry>, OrdersError> {
    ok(one_enum(&q.enum_class_name)?)
}

/// Several enums at once: a list of class names in, a map of name to values out (unknown names are left out).
#[utoipa::path(post, path = "/ptd-industry/tool/enumUtil/getMultipleEnumDictList", tag = "dictionary", request_body = Vec<String>, responses((status = 200, description = "values and labels by name", body = BTreeMap<String, Vec<EnumEntry>>)))]
async fn multiple_enum_dicts(Json(names): Json<Vec<String>>) -> ApiResult<BTreeMap<String, Vec<EnumEntry>>, OrdersError> {
    if names.len() > 50 {
        return Err(KernelError::Validation("一次最多查询50个字典".into()).into());
    }
    ok(names.iter().filter_map(|n| enum_entries(n.trim()).map(|e| (n.trim().to_string(), e))).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(name: &str) -> Vec<(String, &'static str)> {
        enum_entries(name).unwrap().into_iter().map(|e| (e.value, e.label)).collect()
    }

    #[test]
    fn invoice_status_names_agree_with_their_dictionary() {
        for (value, label) in labels("EnumInvoiceStatus") {
            assert_eq!(invoice_status_name(value.parse().unwrap()), label);
        }
        assert_eq!(labels("EnumInvoiceStatus").len(), 5);
    }

    #[test]
    fn follow_status_names_agree_with_their_dictionary() {
        for (value, label) in labels("EnumFollowProgress") {
            assert_eq!(follow_status_name(value.parse().unwrap()), label);
        }
        assert_eq!(follow_status_name(1), "跟进中");
        // A value outside the dictionary reads as still waiting.
        assert_eq!(follow_status_name(-1), "待跟进");
        assert_eq!(follow_status_name(4), "待跟进");
    }

    #[test]
    fn platform_types_are_named_only_when_known() {
        assert_eq!(platform_type_name("1"), Some("工业互联网平台"));
        assert_eq!(platform_type_name("4"), Some("其他"));
        assert_eq!(platform_type_name("5"), None);
        assert_eq!(platform_type_name(""), None);
    }

    #[test]
    fn enum_dictionaries_answer_under_both_names_and_unknown_ones_not_at_all() {
        assert_eq!(labels("payStatus"), labels("EnumPayStatus"));
        assert_eq!(labels("appType"), labels("EnumAppType"));
        assert_eq!(labels("payMethod"), vec![("wechat".to_string(), "微信支付"), ("account".to_string(), "账户支付")]);
        assert_eq!(labels("EnumPayStatus")[0], ("hold".to_string(), "待支付"));
        assert_eq!(labels("EnumPayStatus").last(), Some(&("refunded".to_string(), "已退款")), "an order refunded in full has its label");
        assert!(enum_entries("EnumNoSuchThing").is_none());
        assert!(enum_entries("enumpaystatus").is_none(), "names are case-sensitive");
    }

    #[test]
    fn a_dictionary_label_is_trimmed_and_at_most_fifty_characters() {
        assert_eq!(checked_edit("  3年 ", 1).unwrap(), "3年");
        assert_eq!(checked_edit(&"年".repeat(50), 0).unwrap().chars().count(), 50);
        let message = |r: std::result::Result<&str, KernelError>| match r {
            Err(KernelError::Validation(m)) => m,
            other => panic!("{other:?}"),
        };
        assert_eq!(message(checked_edit(&"年".repeat(51), 1)), "请输入字典标签（不超过50个字）");
        assert_eq!(message(checked_edit("   ", 1)), "请输入字典标签（不超过50个字）");
    }

    #[test]
    fn a_dictionary_entry_is_either_on_or_off() {
        assert!(checked_edit("1年", 0).is_ok() && checked_edit("1年", 1).is_ok());
        for status in [-1, 2, i64::MAX] {
            assert!(matches!(checked_edit("1年", status), Err(KernelError::Validation(m)) if m == "状态只能是0或1"), "{status}");
        }
    }
}
