//! Excel exports, a kernel service: a list's rows, read in chunks by the
//! area that owns them, are written by rust_xlsxwriter in constant memory (rows
//! go to temporary files, never all to the heap), then sent as a file with
//! its length, so the browser can show progress. A bounded channel between
//! the reads and the writer keeps at most two chunks in memory at once.

use crate::KernelError;
use axum::body::Body;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use std::future::Future;

/// One cell.
pub enum Cell {
    Text(String),
    Number(f64),
}

impl From<String> for Cell {
    fn from(s: String) -> Self {
        Cell::Text(s)
    }
}

impl From<&str> for Cell {
    fn from(s: &str) -> Self {
        Cell::Text(s.to_string())
    }
}

impl From<i64> for Cell {
    fn from(n: i64) -> Self {
        Cell::Number(n as f64)
    }
}

/// The most rows one export holds: a sheet holds 1,048,575.
pub const MAX_ROWS: usize = 1_000_000;

/// A written file, opened and already unlinked: it goes when the response is sent.
pub struct Export {
    file: std::fs::File,
    len: u64,
    pub rows: usize,
}

fn fail(e: rust_xlsxwriter::XlsxError) -> KernelError {
    KernelError::Internal(anyhow::anyhow!("xlsx: {e}"))
}

/// Writes a sheet named `sheet` with `heads`, then the rows `next(after)` gives
/// chunk by chunk (each row with the key the next chunk starts after; `start`
/// for the first), until an empty chunk or `limit` rows.
pub async fn xlsx<F, Fut>(sheet: &str, heads: &[&str], limit: usize, start: i64, mut next: F) -> Result<Export, KernelError>
where
    F: FnMut(i64) -> Fut,
    Fut: Future<Output = Result<Vec<(i64, Vec<Cell>)>, KernelError>>,
{
    let (tx, mut rx) = tokio::sync::mpsc::channel::<Vec<Vec<Cell>>>(2);
    let (sheet, heads): (String, Vec<String>) = (sheet.to_string(), heads.iter().map(|h| h.to_string()).collect());
    let writer = tokio::task::spawn_blocking(move || -> Result<(std::fs::File, u64, usize), KernelError> {
        let mut book = rust_xlsxwriter::Workbook::new();
        let ws = book.add_worksheet_with_constant_memory();
        ws.set_name(&sheet).map_err(fail)?;
        for (c, h) in heads.iter().enumerate() {
            ws.write_string(0, c as u16, h).map_err(fail)?;
        }
        let mut row: u32 = 0;
        while let Some(chunk) = rx.blocking_recv() {
            for cells in chunk {
                row += 1;
                for (c, cell) in cells.into_iter().enumerate() {
                    match cell {
                        Cell::Text(t) => ws.write_string(row, c as u16, t).map_err(fail)?,
                        Cell::Number(n) => ws.write_number(row, c as u16, n).map_err(fail)?,
                    };
                }
            }
        }
        let file = tempfile::NamedTempFile::new().map_err(|e| KernelError::Internal(e.into()))?;
        book.save(file.path()).map_err(fail)?;
        // Opened again and unlinked: the open file lives as long as the response that sends it.
        let opened = std::fs::File::open(file.path()).map_err(|e| KernelError::Internal(e.into()))?;
        let len = opened.metadata().map_err(|e| KernelError::Internal(e.into()))?.len();
        drop(file);
        Ok((opened, len, row as usize))
    });
    let limit = limit.min(MAX_ROWS);
    let (mut after, mut written) = (start, 0usize);
    let read = async {
        while written < limit {
            let mut chunk = next(after).await?;
            let Some((last, _)) = chunk.last() else { break };
            after = *last;
            chunk.truncate(limit - written);
            written += chunk.len();
            if tx.send(chunk.into_iter().map(|(_, cells)| cells).collect()).await.is_err() {
                break;
            }
        }
        Ok::<_, KernelError>(())
    };
    let read = read.await;
    drop(tx);
    let (file, len, rows) = writer.await.map_err(|e| KernelError::Internal(e.into()))??;
    read?;
    Ok(Export { file, len, rows })
}

impl Export {
    /// The file as a download named `name`, with its length.
    pub fn response(self, name: &str) -> Response {
        let stream = tokio_util::io::ReaderStream::new(tokio::fs::File::from_std(self.file));
        (
            [
                (header::CONTENT_TYPE, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet".to_string()),
                (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
                (header::CONTENT_LENGTH, self.len.to_string()),
                (header::CACHE_CONTROL, "private, no-store".to_string()),
            ],
            Body::from_stream(stream),
        )
            .into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn rows_come_in_chunks_up_to_the_limit_and_make_a_zip_file() {
        // Keys count down like a list newest first; each chunk starts after the last key it was given.
        let export = xlsx("明细", &["编号", "名称"], 25, i64::MAX, |after| async move {
            let start = if after == i64::MAX { 100 } else { after - 1 };
            Ok((0..10).map(|i| start - i).filter(|k| *k > 0).map(|k| (k, vec![Cell::from(k), Cell::from(format!("第{k}行"))])).collect())
        })
        .await
        .unwrap();
        assert_eq!(export.rows, 25);
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut &export.file, &mut bytes).unwrap();
        assert_eq!(bytes.len() as u64, export.len);
        assert!(bytes.starts_with(b"PK"), "an xlsx is a zip");
    }

    #[tokio::test]
    async fn an_empty_list_still_makes_a_sheet_with_its_heads() {
        let export = xlsx("明细", &["编号"], 10, 0, |_| async { Ok(Vec::new()) }).await.unwrap();
        assert_eq!(export.rows, 0);
        assert!(export.len > 0);
    }
}
