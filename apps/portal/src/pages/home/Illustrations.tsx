/** Illustrations drawn for the product (no third-party images): decorative, hidden from assistive tech. */

export function BannerIllustration() {
  return (
    <svg viewBox="0 0 360 260" width="100%" aria-hidden="true" focusable="false">
      <rect x="20" y="30" width="230" height="190" rx="14" fill="#ffffff" opacity="0.96" />
      <rect x="40" y="52" width="120" height="12" rx="4" fill="#2367a5" />
      <rect x="40" y="74" width="180" height="8" rx="4" fill="#c9d6e3" />
      <rect x="40" y="90" width="150" height="8" rx="4" fill="#c9d6e3" />
      <rect x="48" y="170" width="26" height="34" rx="3" fill="#019cae" />
      <rect x="84" y="140" width="26" height="64" rx="3" fill="#f2a541" />
      <rect x="120" y="118" width="26" height="86" rx="3" fill="#d64545" />
      <rect x="156" y="156" width="26" height="48" rx="3" fill="#019cae" />
      <rect x="192" y="132" width="26" height="72" rx="3" fill="#f2a541" />
      <circle cx="282" cy="92" r="58" fill="#019cae" opacity="0.9" />
      <path d="M258 92l16 16 32-34" stroke="#ffffff" strokeWidth="10" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="220" y="170" width="120" height="60" rx="10" fill="#00203f" />
      <rect x="234" y="186" width="60" height="8" rx="4" fill="#ffffff" opacity="0.9" />
      <rect x="234" y="202" width="86" height="8" rx="4" fill="#ffffff" opacity="0.5" />
    </svg>
  );
}

export function DashboardTeaserIllustration() {
  return (
    <svg viewBox="0 0 420 240" width="100%" aria-hidden="true" focusable="false">
      <rect width="420" height="240" rx="14" fill="#eef3f8" />
      <rect width="420" height="34" rx="14" fill="#00203f" />
      <rect x="16" y="12" width="70" height="10" rx="5" fill="#ffffff" />
      <rect x="16" y="50" width="250" height="60" rx="10" fill="#ffffff" />
      <rect x="30" y="64" width="120" height="10" rx="5" fill="#2367a5" />
      <rect x="30" y="84" width="210" height="14" rx="7" fill="#dfe7ef" />
      <rect x="280" y="50" width="124" height="170" rx="10" fill="#2367a5" />
      <rect x="294" y="150" width="96" height="14" rx="7" fill="#019cae" />
      <rect x="16" y="124" width="120" height="96" rx="10" fill="#ffffff" />
      <rect x="146" y="124" width="120" height="96" rx="10" fill="#ffffff" />
      <text x="40" y="186" fontSize="30" fontWeight="700" fill="#003262">
        12
      </text>
      <text x="170" y="186" fontSize="30" fontWeight="700" fill="#003262">
        30
      </text>
    </svg>
  );
}

/** The classes diagram: the business at the centre, the six classes around it. */
export function ClassesDiagram({ classes }: { classes: readonly string[] }) {
  const radius = 120;
  return (
    <svg viewBox="0 0 400 320" width="100%" role="img" aria-label={`Insurance classes around a business: ${classes.join(', ')}`}>
      {classes.map((name, index) => {
        const angle = (index / classes.length) * 2 * Math.PI - Math.PI / 2;
        const x = 200 + radius * Math.cos(angle);
        const y = 160 + radius * Math.sin(angle);
        return (
          <g key={name}>
            <line x1="200" y1="160" x2={x} y2={y} stroke="#9fb6cc" strokeWidth="2" />
            <circle cx={x} cy={y} r="30" fill="#2367a5" />
            <text x={x} y={y + 46} textAnchor="middle" fontSize="12" fill="#003262">
              {name}
            </text>
          </g>
        );
      })}
      <circle cx="200" cy="160" r="42" fill="#00203f" />
      <text x="200" y="165" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff">
        Business
      </text>
    </svg>
  );
}
