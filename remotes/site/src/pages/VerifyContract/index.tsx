/**
 * /contract-verify (合同验签): anyone checks a contract PDF signed on the
 * platform: who signed it, when (by the trusted timestamp), whether it changed
 * since, and whether the platform recorded it. Plain React and CSS, no antd.
 */
import { useId, useState, type DragEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { platformContractText, signatureFacts, verdictLabel, VERIFICATION_TEXTS, type Schema } from '@platform/sdk';
import { siteApi } from '../../api';
import { PageHero } from '../../components/PageHero';
import { Loading } from '../../components/states';
import './verify.css';

/** The largest contract the page sends; the server's own limit is a little above it. */
const MAX_BYTES = 10 * 1024 * 1024;

const VERIFY_TEXTS = {
  lead: '任何人都可以在此查验在本平台签署的合同PDF：由谁签署、何时签署（以可信时间戳为准）、签署后是否被修改。',
  notPdf: '只能选择PDF格式的合同文件（.pdf），请重新选择',
  tooLarge: '合同文件不能超过10MB，请重新选择',
  failed: '验签失败',
} as const;

type Report = Schema<'VerificationReport'>;

/** Why a file may not be sent, or undefined when it may. */
function fileProblem(file: File): string | undefined {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return VERIFY_TEXTS.notPdf;
  if (file.size > MAX_BYTES) return VERIFY_TEXTS.tooLarge;
  return undefined;
}

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '服务器繁忙，请稍后重试！';
}

function SignatureCard({ signature }: { signature: Schema<'SignatureReport'> }) {
  return (
    <article className="verify-sig" aria-label={`${signature.party}签名`}>
      <header className="verify-sig__head">
        <span className="pub-tag">{signature.party}</span>
        <strong className="verify-sig__signer">{signature.signer}</strong>
      </header>
      <dl className="verify-facts">
        {signatureFacts(signature).map((fact) => (
          <div key={fact.key} className="verify-facts__row">
            <dt>{fact.label}</dt>
            <dd className={fact.tone ? `verify-facts__value--${fact.tone}` : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {signature.problem ? <p className="verify-sig__problem">{signature.problem}</p> : null}
    </article>
  );
}

function Result({ report }: { report: Report }) {
  const tone = report.valid ? 'pass' : 'fail';
  return (
    <section className="verify-result" aria-label="验签结果" data-testid="verify-result">
      <div className={`verify-verdict verify-verdict--${tone}`} data-testid="verify-verdict">
        <span className="verify-verdict__icon" aria-hidden="true">
          {report.valid ? '✓' : '!'}
        </span>
        <div>
          <h2 className="verify-verdict__title">{verdictLabel(report)}</h2>
          <p className="verify-verdict__summary">{report.summary}</p>
        </div>
      </div>
      <dl className="verify-facts verify-facts--report">
        <div className="verify-facts__row" data-testid="verify-platform">
          <dt>{VERIFICATION_TEXTS.platformContract}</dt>
          <dd className={report.platformContract ? 'verify-facts__value--good' : undefined}>{platformContractText(report)}</dd>
        </div>
      </dl>
      {report.signatures.length > 0 ? (
        <>
          <h3 className="verify-result__title">
            {VERIFICATION_TEXTS.signatures}（{report.signatures.length}）
          </h3>
          <div className="verify-sigs">
            {report.signatures.map((signature, index) => (
              <SignatureCard key={`${index}|${signature.party}`} signature={signature} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

export default function VerifyContract() {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const verify = useMutation({ mutationFn: (chosen: File) => siteApi.verifyContract(chosen) });

  /** A refused file changes nothing: the file chosen before, and its result, stay. */
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refused = fileProblem(chosen);
    setProblem(refused);
    if (refused) return;
    setFile(chosen);
    verify.reset();
  };

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="pub-page">
      <PageHero title="合同验签" lead={VERIFY_TEXTS.lead} />
      <div className="pub-container">
        <div className="verify">
          <section className="verify-panel" aria-label="上传合同">
            <input
              id={inputId}
              className="verify-input"
              type="file"
              accept=".pdf,application/pdf"
              aria-describedby={hintId}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                // The same file chosen again after a refusal still counts as a choice.
                event.target.value = '';
              }}
            />
            <label
              htmlFor={inputId}
              className={`verify-drop${dragging ? ' verify-drop--over' : ''}${file ? ' verify-drop--chosen' : ''}`}
              data-testid="verify-drop"
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={drop}
            >
              <svg className="verify-drop__icon" width="40" height="48" viewBox="0 0 40 48" aria-hidden="true">
                <path d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="#e8f3ff" stroke="#165dff" strokeWidth="2" />
                <path d="M26 2v10h10" fill="none" stroke="#165dff" strokeWidth="2" />
                <text x="19" y="36" textAnchor="middle" fontSize="10" fontWeight="700" fill="#165dff">
                  PDF
                </text>
              </svg>
              {file ? (
                <span className="verify-drop__file" data-testid="verify-file">
                  <strong>{file.name}</strong>
                  <span>{fileSize(file.size)} · 点击或拖入可更换文件</span>
                </span>
              ) : (
                <span className="verify-drop__file">
                  <strong>选择合同文件</strong>
                  <span>点击选择，或将合同PDF拖到此处</span>
                </span>
              )}
            </label>
            <p id={hintId} className="verify-panel__hint">
              仅支持PDF格式，文件不超过10MB；文件只用于本次验签，不会被保存。
            </p>
            {problem ? (
              <p className="verify-panel__problem" role="alert" data-testid="verify-file-problem">
                {problem}
              </p>
            ) : null}
            <button
              type="button"
              className="pub-btn pub-btn--primary verify-panel__submit"
              disabled={!file || verify.isPending}
              aria-busy={verify.isPending}
              onClick={() => file && verify.mutate(file)}
            >
              {verify.isPending ? '正在验签…' : '开始验签'}
            </button>
          </section>

          <div aria-live="polite">
            {verify.isPending ? <Loading rows={4} label="正在验签" /> : null}
            {verify.isError ? (
              <div className="verify-failed" role="alert" data-testid="verify-failed">
                <p className="verify-failed__title">{VERIFY_TEXTS.failed}</p>
                <p>{failureText(verify.error)}</p>
              </div>
            ) : null}
            {verify.data ? <Result report={verify.data} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
