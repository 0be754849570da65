/** The platform as a hub: devices, data, applications and partners around it. */
const NODES = [
  { x: 90, y: 70, label: '设备接入' },
  { x: 410, y: 70, label: '数据分析' },
  { x: 90, y: 290, label: '工业应用' },
  { x: 410, y: 290, label: '企业协同' },
];

const HUB = { x: 250, y: 180 };

export function HeroIllustration() {
  return (
    <svg className="front-hero__art" viewBox="0 0 500 360" role="img" aria-label="平台连接设备、数据、应用与企业">
      <defs>
        <radialGradient id="hub-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#4080ff" stopOpacity="0.9" />
          <stop offset="100%" stopColor="#4080ff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={HUB.x} cy={HUB.y} r="120" fill="url(#hub-glow)" opacity="0.45" />
      <circle cx={HUB.x} cy={HUB.y} r="150" fill="none" stroke="rgba(255,255,255,0.18)" strokeDasharray="4 8" />
      {NODES.map((node) => (
        <line
          key={`line-${node.label}`}
          x1={HUB.x}
          y1={HUB.y}
          x2={node.x}
          y2={node.y}
          stroke="rgba(255,255,255,0.45)"
          strokeWidth="2"
          strokeDasharray="6 6"
          className="front-hero__flow"
        />
      ))}
      <circle cx={HUB.x} cy={HUB.y} r="56" fill="#fff" />
      <text x={HUB.x} y={HUB.y - 4} textAnchor="middle" fontSize="17" fontWeight="700" fill="#165dff">
        工业互联网
      </text>
      <text x={HUB.x} y={HUB.y + 20} textAnchor="middle" fontSize="15" fill="#165dff">
        平台
      </text>
      {NODES.map((node) => (
        <g key={node.label}>
          <rect x={node.x - 62} y={node.y - 22} width="124" height="44" rx="22" fill="rgba(255,255,255,0.14)" stroke="rgba(255,255,255,0.55)" />
          <circle cx={node.x - 40} cy={node.y} r="6" fill="#7bc4ff" />
          <text x={node.x + 8} y={node.y + 6} textAnchor="middle" fontSize="16" fill="#fff">
            {node.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
