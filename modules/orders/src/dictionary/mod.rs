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
#[utoipa::path(get, path = "/ptd-component/global/resource/data/type", tag = "dictionary", operation_id = "dict_by_type_query", params(TypeQuery),
    responses((status = 200, description = "entries", body = [DictData])))]
async fn by_type_query(State(state): State<AppState>, Query(q): Query<TypeQuery>) -> ApiResult<Vec<DictData>, OrdersError> {
    ok(repo::entries(&state.db, &q.dict_type, true).await?)
}

/// Every entry of a data dictionary, switched-off ones too (operators).
#[utoipa::path(get, path = "/ptd-component/global/resource/data/manage", tag = "dictionary", operation_id = "dict_manage_list", params(TypeQuery),
    responses((status = 200, description = "entries", body = [DictData])))]
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
#[utoipa::path(put, path = "/ptd-component/global/resource/data/type", tag = "dictionary", operation_id = "dict_update", request_body = DictEdit,
    responses((status = 200, description = "修改成功", body = String)))]
async fn update(State(state): State<AppState>, _operator: Operator, Json(f): Json<DictEdit>) -> ApiResult<&'static str, OrdersError> {
    let label = f.dict_label.trim();
    if label.is_empty() || label.chars().count() > 50 {
        return Err(KernelError::Validation("请输入字典标签（不超过50个字）".into()).into());
    }
    if !(f.status == 0 || f.status == 1) {
        return Err(KernelError::Validation("状态只能是0或1".into()).into());
    }
    repo::update(&state.db, f.id, label, f.dict_sort, f.status).await?;
    ok("修改成功")
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
        "EnumPayStatus" | "payStatus" => &[("hold", "待支付"), ("success", "已支付"), ("cancel", "已取消"), ("failed", "支付失败")],
        "EnumPayMethod" | "payMethod" => &[("wechat", "微信支付"), ("account", "账户支付")],
        "EnumInvoiceStatus" => &[("0", "未开票"), ("1", "已申请开票")],
        _ => return None,
    };
    Some(pairs.iter().map(|(value, label)| EnumEntry { value: (*value).into(), label }).collect())
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
#[utoipa::path(get, path = "/ptd-industry/tool/enumUtil/getEnumDictList", tag = "dictionary", operation_id = "enum_dict_industry", params(EnumQuery),
    responses((status = 200, description = "values and labels", body = [EnumEntry])))]
async fn enum_dict(Query(q): Query<EnumQuery>) -> ApiResult<Vec<EnumEntry>, OrdersError> {
    ok(one_enum(&q.enum_class_name)?)
}

/// The same enums on the user service's path.
#[utoipa::path(get, path = "/ptd-user/tool/enumUtil/getEnumDictList", tag = "dictionary", operation_id = "enum_dict_user", params(EnumQuery),
    responses((status = 200, description = "values and labels", body = [EnumEntry])))]
async fn enum_dict_user(Query(q): Query<EnumQuery>) -> ApiResult<Vec<EnumEntry>, OrdersError> {
    ok(one_enum(&q.enum_class_name)?)
}

/// Several enums at once: a list of class names in, a map of name to values out (unknown names are left out).
#[utoipa::path(post, path = "/ptd-industry/tool/enumUtil/getMultipleEnumDictList", tag = "dictionary", request_body = Vec<String>,
    responses((status = 200, description = "values and labels by name", body = BTreeMap<String, Vec<EnumEntry>>)))]
async fn multiple_enum_dicts(Json(names): Json<Vec<String>>) -> ApiResult<BTreeMap<String, Vec<EnumEntry>>, OrdersError> {
    if names.len() > 50 {
        return Err(KernelError::Validation("一次最多查询50个字典".into()).into());
    }
    ok(names.iter().filter_map(|n| enum_entries(n.trim()).map(|e| (n.trim().to_string(), e))).collect())
}
