/**
 * 如何签名: the headers a call sends and the string it signs, exactly as the gateway rebuilds it
 * (modules/openplatform/src/sign.rs), and, on the developer portal, a signed call in Node.js.
 */
import { Typography } from 'antd';
import { Link } from 'react-router-dom';

/** Where the developer portal is in the workbench (its menu, openplatform/Portal). */
export const DOCS_PATH = '/openPlatform/docs';

const STRING_TO_SIGN = `METHOD
PATH
SORTED_QUERY
x-ptd-appkey:{appKey}
x-ptd-nonce:{nonce}
x-ptd-timestamp:{timestamp}
HEX(SHA256(body))`;

const HEADERS: Array<[string, string]> = [
  ['X-Ptd-AppKey', '接口凭证的 appKey'],
  ['X-Ptd-Timestamp', '当前 Unix 时间戳（秒），与平台时间相差不得超过 300 秒'],
  ['X-Ptd-Nonce', '随机字符串，16-64 个可见字符，每次请求不同，不能重复使用'],
  ['X-Ptd-Signature-Method', '固定为 HMAC-SHA256'],
  ['X-Ptd-Signature', '按下述方法计算的签名'],
];

/** A call to the demo echo API, signed with Node.js 20's crypto; `origin` is where this platform is served. */
export function nodeExample(origin: string): string {
  return `// Node.js 20：PTD_APP_KEY=… PTD_APP_SECRET=… node call.mjs
import { createHash, createHmac, randomBytes } from 'node:crypto';

const appKey = process.env.PTD_APP_KEY;
const appSecret = process.env.PTD_APP_SECRET;
const method = 'POST';
const path = '/api/ptd-open-api/gateway/demo-echo';
const query = new URLSearchParams({ b: '2', a: '1' });
const body = JSON.stringify({ hello: 'world' });

// 查询参数按名称（再按值）排序，按 RFC 3986 编码（只保留字母、数字和 -_.~）
const encode = (text) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
const sortedQuery = [...query]
  .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
  .map(([name, value]) => \`\${encode(name)}=\${encode(value)}\`)
  .join('&');

const timestamp = String(Math.floor(Date.now() / 1000));
const nonce = randomBytes(16).toString('hex');
const stringToSign = [
  method,
  path,
  sortedQuery,
  \`x-ptd-appkey:\${appKey}\`,
  \`x-ptd-nonce:\${nonce}\`,
  \`x-ptd-timestamp:\${timestamp}\`,
  createHash('sha256').update(body).digest('hex'),
].join('\\n');
const signature = createHmac('sha256', appSecret).update(stringToSign).digest('hex');

const response = await fetch(\`${origin}\${path}?\${query}\`, {
  method,
  headers: {
    'Content-Type': 'application/json',
    'X-Ptd-AppKey': appKey,
    'X-Ptd-Timestamp': timestamp,
    'X-Ptd-Nonce': nonce,
    'X-Ptd-Signature-Method': 'HMAC-SHA256',
    'X-Ptd-Signature': signature,
  },
  body,
});
console.log(response.status, response.headers.get('x-ptd-call-id'), await response.text());
`;
}

export interface SigningGuideProps {
  /** A link to the developer portal below the guide (on the credentials page). */
  withDocsLink?: boolean;
}

export function SigningGuide({ withDocsLink = false }: SigningGuideProps) {
  return (
    <div className="op-guide">
      <Typography.Paragraph>每次调用在请求头中携带以下字段，平台网关按同样的方法重新计算签名并比对：</Typography.Paragraph>
      <dl className="op-guide__headers">
        {HEADERS.map(([name, what]) => (
          <div key={name}>
            <dt>
              <Typography.Text code>{name}</Typography.Text>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <Typography.Paragraph>待签名字符串由以下七行以换行符（\n）连接，最后一行之后没有换行：</Typography.Paragraph>
      <pre className="op-code">{STRING_TO_SIGN}</pre>
      <ul className="op-guide__rules">
        <li>
          <b>METHOD</b>：大写的请求方法，如 POST。
        </li>
        <li>
          <b>PATH</b>：实际发送的请求路径，以 <Typography.Text code>/api/</Typography.Text> 开头，如
          <Typography.Text code>/api/ptd-open-api/gateway/demo-echo</Typography.Text>，不含查询参数。
        </li>
        <li>
          <b>SORTED_QUERY</b>：查询参数按名称排序（同名再按值），名称和值按 RFC 3986 百分号编码（字母、数字和 -_.~ 保持不变，其余编码为大写十六进制），以 name=value 用 &amp; 连接；没有查询参数时为空行。
        </li>
        <li>
          <b>HEX(SHA256(body))</b>：请求体的 SHA-256 摘要，小写十六进制；没有请求体时为空串的摘要。
        </li>
        <li>
          签名 = HEX(HMAC-SHA256(appSecret, 待签名字符串))，小写十六进制，放在 <Typography.Text code>X-Ptd-Signature</Typography.Text> 中。
        </li>
      </ul>
      {withDocsLink ? (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          完整示例、接口文档和错误码见 <Link to={DOCS_PATH}>开发文档</Link>。
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
