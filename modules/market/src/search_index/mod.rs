//! The search index over products, solutions, help documents and the documents
//! other areas publish (notices, through the kernel's `PublicDocuments`): a
//! tantivy index under `<data_dir>/search` with the jieba Chinese tokenizer.
//! The index is built from the database (`repo.rs` reads the market's published
//! documents) on first use after start, takes each change an operator makes,
//! and compares its content revision with the database's before every search,
//! so changes made through another instance are picked up by a rebuild.
//! Results are ranked (BM25, titles weigh more) and carry an HTML snippet
//! whose only markup is the `<em>` highlight; the search route is `search.rs`.

mod repo;

use kernel::html::escape;
use crate::error::{MarketError, Result};
use crate::fields;
use kernel::html;
use kernel::{AppState, Page};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use tantivy::collector::{Count, TopDocs};
use tantivy::query::{BooleanQuery, BoostQuery, ConstScoreQuery, Occur, Query as TantivyQuery, TermQuery};
use tantivy::schema::{Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, Value, STORED, STRING};
use tantivy::snippet::SnippetGenerator;
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, TantivyDocument, Term};

const TOKENIZER: &str = "jieba";
/// Snippet length in bytes (about 80 Chinese characters).
const SNIPPET_BYTES: usize = 240;

pub use crate::fields::Searchable;

/// One searchable document as read from the database.
struct Entry {
    key: String,
    kind: &'static str,
    id: String,
    title: String,
    body: String,
    url: String,
}

#[derive(Clone, Copy)]
struct Fields {
    key: Field,
    kind: Field,
    id: Field,
    title: Field,
    body: Field,
    url: Field,
}

struct Engine {
    index: Index,
    reader: IndexReader,
    writer: Mutex<IndexWriter>,
    fields: Fields,
    /// The content revision the index reflects; -1 before the first build.
    revision: AtomicI64,
}

/// The module's search index, opened lazily so an instance that never searches pays nothing.
pub struct SearchIndex {
    engine: tokio::sync::OnceCell<Arc<Engine>>,
    /// The content revision as this instance knows it, shared with the read cache.
    clock: Arc<kernel::site::RevisionClock>,
    /// Held while the index is brought up to date, so rebuilds and changes never interleave.
    refresh: tokio::sync::Mutex<()>,
}

fn schema() -> (Schema, Fields) {
    let mut b = Schema::builder();
    let text = TextOptions::default()
        .set_indexing_options(
            TextFieldIndexing::default().set_tokenizer(TOKENIZER).set_index_option(IndexRecordOption::WithFreqsAndPositions),
        )
        .set_stored();
    let fields = Fields {
        key: b.add_text_field("key", STRING | STORED),
        kind: b.add_text_field("kind", STRING | STORED),
        id: b.add_text_field("id", STORED),
        title: b.add_text_field("title", text.clone()),
        body: b.add_text_field("body", text),
        url: b.add_text_field("url", STORED),
    };
    (b.build(), fields)
}

fn search_err(e: impl std::fmt::Display) -> MarketError {
    MarketError::Search(e.to_string())
}

impl Engine {
    /// Opens (or recreates) the index under `dir`; falls back to memory when the
    /// folder is locked by another process sharing the data folder.
    fn open(dir: &std::path::Path) -> Result<Self> {
        let (schema, fields) = schema();
        let on_disk = || -> tantivy::Result<(Index, IndexWriter)> {
            std::fs::create_dir_all(dir)?;
            let index = match Index::open_or_create(tantivy::directory::MmapDirectory::open(dir)?, schema.clone()) {
                Ok(i) => i,
                Err(e) => {
                    // A schema from an older build: the index is derived data, so start afresh.
                    tracing::warn!(error = %e, "search index unreadable, recreating it");
                    std::fs::remove_dir_all(dir)?;
                    std::fs::create_dir_all(dir)?;
                    Index::create_in_dir(dir, schema.clone())?
                }
            };
            index.tokenizers().register(TOKENIZER, tantivy_jieba::JiebaTokenizer::new());
            let writer = index.writer_with_num_threads(1, 15_000_000)?;
            Ok((index, writer))
        };
        let (index, writer) = match on_disk() {
            Ok(pair) => pair,
            Err(e) => {
                tracing::warn!(error = %e, "search index folder unusable, keeping the index in memory");
                let index = Index::create_in_ram(schema.clone());
                index.tokenizers().register(TOKENIZER, tantivy_jieba::JiebaTokenizer::new());
                let writer = index.writer_with_num_threads(1, 15_000_000).map_err(search_err)?;
                (index, writer)
            }
        };
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into().map_err(search_err)?;
        Ok(Self { index, reader, writer: Mutex::new(writer), fields, revision: AtomicI64::new(-1) })
    }

    fn document(&self, e: &Entry) -> TantivyDocument {
        let f = self.fields;
        let mut d = TantivyDocument::default();
        d.add_text(f.key, &e.key);
        d.add_text(f.kind, e.kind);
        d.add_text(f.id, &e.id);
        d.add_text(f.title, &e.title);
        d.add_text(f.body, &e.body);
        d.add_text(f.url, &e.url);
        d
    }

    /// Replaces the whole index with these entries.
    fn rebuild(&self, entries: &[Entry]) -> Result<()> {
        let mut w = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        w.delete_all_documents().map_err(search_err)?;
        for e in entries {
            w.add_document(self.document(e)).map_err(search_err)?;
        }
        w.commit().map_err(search_err)?;
        self.reader.reload().map_err(search_err)
    }

    /// Removes the document under `key` and adds `entry` (when it is still published).
    fn replace(&self, key: &str, entry: Option<&Entry>) -> Result<()> {
        let mut w = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        w.delete_term(Term::from_field_text(self.fields.key, key));
        if let Some(e) = entry {
            w.add_document(self.document(e)).map_err(search_err)?;
        }
        w.commit().map_err(search_err)?;
        self.reader.reload().map_err(search_err)
    }

    /// The words of a keyword as the index cut them, without punctuation.
    fn terms(&self, keyword: &str) -> Result<Vec<String>> {
        let mut analyzer = self.index.tokenizer_for_field(self.fields.title).map_err(search_err)?;
        let mut stream = analyzer.token_stream(keyword);
        let mut out: Vec<String> = Vec::new();
        stream.process(&mut |t| {
            let word = t.text.trim().to_lowercase();
            if word.chars().any(char::is_alphanumeric) && !out.contains(&word) {
                out.push(word);
            }
        });
        Ok(out)
    }

    fn search(&self, keyword: &str, kind: Option<&str>, limit: usize, offset: usize) -> Result<Page<SearchHit>> {
        let f = self.fields;
        let terms = self.terms(keyword)?;
        if terms.is_empty() {
            return Ok(Page { rows: Vec::new(), total: 0 });
        }
        // Any word may match; a title match weighs three times a body match.
        let mut words: Vec<(Occur, Box<dyn TantivyQuery>)> = Vec::new();
        for t in &terms {
            let title = TermQuery::new(Term::from_field_text(f.title, t), IndexRecordOption::WithFreqs);
            words.push((Occur::Should, Box::new(BoostQuery::new(Box::new(title), 3.0))));
            words.push((Occur::Should, Box::new(TermQuery::new(Term::from_field_text(f.body, t), IndexRecordOption::WithFreqs))));
        }
        let text: Box<dyn TantivyQuery> = Box::new(BooleanQuery::new(words));
        let query: Box<dyn TantivyQuery> = match kind {
            Some(k) => {
                let only = TermQuery::new(Term::from_field_text(f.kind, k), IndexRecordOption::Basic);
                Box::new(BooleanQuery::new(vec![
                    (Occur::Must, text),
                    (Occur::Must, Box::new(ConstScoreQuery::new(Box::new(only), 0.0))),
                ]))
            }
            None => text,
        };
        let searcher = self.reader.searcher();
        let (total, top) = searcher
            .search(&*query, &(Count, TopDocs::with_limit(limit).and_offset(offset).order_by_score()))
            .map_err(search_err)?;
        let mut snippets = SnippetGenerator::create(&searcher, &*query, f.body).map_err(search_err)?;
        snippets.set_max_num_chars(SNIPPET_BYTES);
        let mut rows = Vec::with_capacity(top.len());
        for (_, addr) in top {
            let doc: TantivyDocument = searcher.doc(addr).map_err(search_err)?;
            let text_of = |field: Field| doc.get_first(field).and_then(|v| v.as_str()).unwrap_or_default().to_string();
            // Any word may match: whether this one holds every word of the keyword.
            let whole = format!("{}\n{}", text_of(f.title), text_of(f.body)).to_lowercase();
            let exact = terms.iter().all(|t| whole.contains(t.as_str()));
            let mut snippet = snippets.snippet_from_doc(&doc);
            snippet.set_snippet_prefix_postfix("<em>", "</em>");
            let html = if snippet.is_empty() {
                // Only the title matched: show the start of the text instead.
                escape(&html::excerpt(&text_of(f.body), 80))
            } else {
                snippet.to_html()
            };
            rows.push(SearchHit {
                type_name: type_label(&text_of(f.kind)),
                r#type: text_of(f.kind),
                id: text_of(f.id),
                title: text_of(f.title),
                snippet: html::clean_snippet(&html),
                url: text_of(f.url),
                exact,
            });
        }
        Ok(Page { rows, total: total as i64 })
    }
}


fn type_label(kind: &str) -> &'static str {
    match kind {
        "product" => "产品",
        "program" => "解决方案",
        "helpDoc" => "帮助文档",
        _ => "公告",
    }
}

impl SearchIndex {
    pub fn new(clock: Arc<kernel::site::RevisionClock>) -> Self {
        Self { engine: Default::default(), clock, refresh: Default::default() }
    }

    async fn engine(&self, state: &AppState) -> Result<Arc<Engine>> {
        let dir = state.config.data_dir.join("search");
        self.engine
            .get_or_try_init(|| async move {
                let opened = tokio::task::spawn_blocking(move || Engine::open(&dir)).await.map_err(search_err)??;
                Ok::<_, MarketError>(Arc::new(opened))
            })
            .await
            .cloned()
    }

    /// The engine, rebuilt from the database whenever the database moved past it.
    async fn current(&self, state: &AppState) -> Result<Arc<Engine>> {
        let engine = self.engine(state).await?;
        let known = self.clock.current(|| crate::store::revision(&state.db)).await?;
        if engine.revision.load(Ordering::Acquire) == known {
            return Ok(engine);
        }
        let _refresh = self.refresh.lock().await;
        // Read the revision before the rows: a change that lands meanwhile makes the next search rebuild again.
        let rev = crate::store::revision(&state.db).await?;
        if engine.revision.load(Ordering::Acquire) != rev {
            let entries = load(state, None).await?;
            let e = engine.clone();
            tokio::task::spawn_blocking(move || e.rebuild(&entries)).await.map_err(search_err)??;
            engine.revision.store(rev, Ordering::Release);
            tracing::debug!(revision = rev, "search index rebuilt");
        }
        Ok(engine)
    }

    /// Takes one operator change. When the index was exactly one revision
    /// behind, only the changed document is replaced; otherwise the next search rebuilds.
    pub async fn changed(&self, state: &AppState, rev: i64, doc: Option<(Searchable, i64)>) -> Result<()> {
        let Some(engine) = self.engine.get().cloned() else { return Ok(()) };
        let _refresh = self.refresh.lock().await;
        if engine.revision.load(Ordering::Acquire) != rev - 1 {
            return Ok(());
        }
        if let Some((kind, id)) = doc {
            let key = kind.key(id);
            let entry = load(state, Some((kind, id))).await?.pop();
            let e = engine.clone();
            tokio::task::spawn_blocking(move || e.replace(&key, entry.as_ref())).await.map_err(search_err)??;
        }
        engine.revision.store(rev, Ordering::Release);
        Ok(())
    }

    /// Opens and builds the index ahead of the first search.
    pub async fn warm(&self, state: &AppState) -> Result<()> {
        self.current(state).await.map(|_| ())
    }

    pub async fn search(&self, state: &AppState, keyword: &str, kind: Option<&str>, limit: i64, offset: i64) -> Result<Page<SearchHit>> {
        let engine = self.current(state).await?;
        let (keyword, kind) = (keyword.to_string(), kind.map(str::to_string));
        let (limit, offset) = (usize::try_from(limit).unwrap_or(10), usize::try_from(offset).unwrap_or(0));
        tokio::task::spawn_blocking(move || engine.search(&keyword, kind.as_deref(), limit, offset)).await.map_err(search_err)?
    }
}

/// Published documents from the database: all of them, or the one named.
async fn load(state: &AppState, only: Option<(Searchable, i64)>) -> Result<Vec<Entry>> {
    let wants = |kind: Searchable| only.is_none_or(|(k, _)| k == kind);
    let id = only.map(|(_, id)| id);
    let mut out = Vec::new();

    if wants(Searchable::Product) {
        let rows = repo::products(state, id).await?;
        // The product's sections are searchable too: functions, advantages, scenes and intro.
        let mut extra: HashMap<i64, Vec<String>> = HashMap::new();
        for (pid, title, desc) in repo::product_sections(state, id).await? {
            extra.entry(pid).or_default().push(format!("{title} {}", html::plain_text(&desc)));
        }
        for (pid, name, slogan, desc, template, category) in rows {
            let sections = extra.remove(&pid).unwrap_or_default().join(" ");
            let page = if template == 2 { "productTemplate2" } else { "productTemplate" };
            out.push(Entry {
                key: Searchable::Product.key(pid),
                kind: Searchable::Product.type_name(),
                id: pid.to_string(),
                title: name,
                body: format!("{slogan} {} {} {sections}", html::plain_text(&desc), category.unwrap_or_default()),
                url: format!("/product/{page}?id={pid}&type=0"),
            });
        }
    }

    if wants(Searchable::Program) {
        let rows = repo::programs(state, id).await?;
        let mut by_program: HashMap<i64, Vec<String>> = HashMap::new();
        for (pid, title, desc) in repo::program_scenes(state, id).await? {
            by_program.entry(pid).or_default().push(format!("{title} {desc}"));
        }
        for (pid, code, name, slogan, business, desc) in rows {
            let public_id = fields::public_id(pid, code.as_deref());
            let url = if public_id == fields::FINANCE { "/planFinance".to_string() } else { format!("/plan/{public_id}") };
            let scenes = by_program.remove(&pid).unwrap_or_default().join(" ");
            out.push(Entry {
                key: Searchable::Program.key(pid),
                kind: Searchable::Program.type_name(),
                id: public_id,
                title: name,
                body: format!("{slogan} {} {} {scenes}", business.replace(',', " "), html::plain_text(&desc)),
                url,
            });
        }
    }

    if wants(Searchable::HelpDoc) {
        for (hid, title, label, content, domain) in repo::help_docs(state, id).await? {
            out.push(Entry {
                key: Searchable::HelpDoc.key(hid),
                kind: Searchable::HelpDoc.type_name(),
                id: hid.to_string(),
                title,
                body: format!("{} {label} {}", html::plain_text(&content), domain.unwrap_or_default()),
                url: format!("/DocDetails?id={hid}"),
            });
        }
    }

    // Other areas' documents change through their own writes, which move the revision on: the next search rebuilds.
    if only.is_none() {
        for area in state.contracts::<dyn kernel::contracts::PublicDocuments>().iter() {
            for d in area.documents(&state.db).await? {
                out.push(Entry { key: d.key, kind: d.kind, id: d.id.to_string(), title: d.title, body: html::plain_text(&d.html), url: d.url });
            }
        }
    }
    Ok(out)
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchHit {
    /// `product`, `program`, `helpDoc` or `notice`.
    r#type: String,
    /// 产品, 解决方案, 帮助文档 or 公告.
    type_name: &'static str,
    /// The id the detail page takes (a solution may have a route key such as `planFinance`).
    id: String,
    title: String,
    /// HTML: escaped text whose only markup is `<em>` around the matched words.
    snippet: String,
    /// The public page that shows the document.
    url: String,
    /// Every word of the keyword is in it; otherwise it matched some of them only.
    exact: bool,
}
