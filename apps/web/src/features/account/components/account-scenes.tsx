/** Flat illustrations drawn for the account pages, on a 360 × 260 canvas, for dark backgrounds. */

const STAR = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8L10 1.6z';

/** A row of five stars in the scene's own coordinates. */
function Stars({
  x,
  y,
  size = 10,
  gap = 2,
  fill = '#f59e0b',
}: {
  x: number;
  y: number;
  size?: number;
  gap?: number;
  fill?: string;
}) {
  return (
    <g fill={fill}>
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          d={STAR}
          transform={`translate(${x + index * (size + gap)} ${y}) scale(${size / 20})`}
        />
      ))}
    </g>
  );
}

/** A round portrait: a coloured disc with a head and shoulders. */
function Person({
  cx,
  cy,
  r,
  tone,
  skin = '#fcd9bd',
}: {
  cx: number;
  cy: number;
  r: number;
  tone: string;
  skin?: string;
}) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={tone} />
      <clipPath id={`person-${cx}-${cy}`}>
        <circle cx={cx} cy={cy} r={r} />
      </clipPath>
      <g clipPath={`url(#person-${cx}-${cy})`}>
        <ellipse
          cx={cx}
          cy={cy + r * 0.95}
          rx={r * 0.72}
          ry={r * 0.6}
          fill="#ffffff"
          opacity="0.9"
        />
        <circle cx={cx} cy={cy - r * 0.12} r={r * 0.36} fill={skin} />
      </g>
    </g>
  );
}

export function SearchScene() {
  const cards = [
    { x: 62, thumb: '#99f6e4', shape: <circle cx={98} cy={140} r={11} fill="#0d9488" /> },
    {
      x: 146,
      thumb: '#d9f99d',
      shape: <rect x={170} y={130} width={24} height={20} rx={4} fill="#65a30d" />,
    },
    { x: 230, thumb: '#fde68a', shape: <path d="M254 150l12-20 12 20z" fill="#d97706" /> },
  ];
  return (
    <>
      <circle cx="180" cy="130" r="118" fill="#ffffff" opacity="0.06" />
      <rect x="40" y="28" width="280" height="206" rx="16" fill="#ffffff" />
      <path d="M40 44a16 16 0 0 1 16-16h248a16 16 0 0 1 16 16v12H40z" fill="#f1f5f9" />
      <circle cx="58" cy="42" r="4" fill="#fda4af" />
      <circle cx="71" cy="42" r="4" fill="#fcd34d" />
      <circle cx="84" cy="42" r="4" fill="#86efac" />
      <rect x="60" y="70" width="240" height="30" rx="15" fill="#f8fafc" stroke="#e2e8f0" />
      <circle cx="80" cy="84" r="6" fill="none" stroke="#0f766e" strokeWidth="2.5" />
      <path d="M84.5 88.5l4 4" stroke="#0f766e" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="96" y="81" width="96" height="7" rx="3.5" fill="#cbd5e1" />
      <rect x="250" y="73" width="46" height="24" rx="12" fill="#0f766e" />
      <rect x="262" y="83" width="22" height="4" rx="2" fill="#ccfbf1" />
      {cards.map((card) => (
        <g key={card.x}>
          <rect x={card.x} y="114" width="72" height="104" rx="9" fill="#ffffff" stroke="#e2e8f0" />
          <path
            d={`M${card.x} 123a9 9 0 0 1 9-9h54a9 9 0 0 1 9 9v33H${card.x}z`}
            fill={card.thumb}
          />
          {card.shape}
          <rect x={card.x + 8} y="166" width="52" height="5" rx="2.5" fill="#334155" />
          <rect x={card.x + 8} y="176" width="38" height="5" rx="2.5" fill="#cbd5e1" />
          <Stars x={card.x + 8} y={188} size={8} gap={1.5} />
          <rect x={card.x + 8} y="203" width="24" height="6" rx="3" fill="#0f766e" />
        </g>
      ))}
      <circle
        cx="306"
        cy="196"
        r="28"
        fill="#ffffff"
        fillOpacity="0.25"
        stroke="#a3e635"
        strokeWidth="8"
      />
      <path d="M326 216l18 18" stroke="#a3e635" strokeWidth="11" strokeLinecap="round" />
      <Person cx={40} cy={200} r={22} tone="#a3e635" />
    </>
  );
}

export function GlobeScene() {
  const people = [
    { cx: 108, cy: 92, tone: '#a3e635', skin: '#f5c7a1' },
    { cx: 246, cy: 70, tone: '#fbbf24', skin: '#8d5a3b' },
    { cx: 266, cy: 176, tone: '#f472b6', skin: '#e8b48f' },
    { cx: 124, cy: 196, tone: '#38bdf8', skin: '#c68863' },
  ];
  return (
    <>
      <circle cx="185" cy="132" r="118" fill="#ffffff" opacity="0.06" />
      <circle cx="185" cy="132" r="86" fill="#0d9488" />
      <clipPath id="globe">
        <circle cx="185" cy="132" r="86" />
      </clipPath>
      <g clipPath="url(#globe)">
        <path
          d="M120 80c20-14 48-10 58 6 8 14-6 24-22 26-16 2-22 18-38 14-16-4-20-34 2-46z"
          fill="#14b8a6"
        />
        <path
          d="M196 60c18-6 44 0 52 16 6 12-8 20-4 34 4 16 26 22 18 42-8 18-34 14-42 0-8-14-2-28-14-38-12-10-30-44-10-54z"
          fill="#14b8a6"
        />
        <path d="M138 168c14-6 30 2 32 16 2 14-10 30-26 28-16-2-22-36-6-44z" fill="#14b8a6" />
      </g>
      <g fill="none" stroke="#99f6e4" strokeOpacity="0.55" strokeWidth="1.5">
        <circle cx="185" cy="132" r="86" />
        <ellipse cx="185" cy="132" rx="40" ry="86" />
        <ellipse cx="185" cy="132" rx="72" ry="86" />
        <path d="M99 132h172M108 92h154M108 172h154" />
      </g>
      <g fill="none" stroke="#a3e635" strokeWidth="2.5" strokeDasharray="2 7" strokeLinecap="round">
        <path d="M108 92C150 40 210 40 246 70" />
        <path d="M246 70c44 30 46 80 20 106" />
        <path d="M266 176c-40 40-110 44-142 20" />
      </g>
      {people.map((person) => (
        <g key={person.cx}>
          <circle cx={person.cx} cy={person.cy} r="22" fill="#ffffff" />
          <Person cx={person.cx} cy={person.cy} r={18} tone={person.tone} skin={person.skin} />
        </g>
      ))}
      <rect x="272" y="30" width="64" height="30" rx="12" fill="#ffffff" />
      <path d="M282 58l-4 12 14-10z" fill="#ffffff" />
      <circle cx="290" cy="45" r="3.5" fill="#0f766e" />
      <circle cx="304" cy="45" r="3.5" fill="#0f766e" />
      <circle cx="318" cy="45" r="3.5" fill="#0f766e" />
    </>
  );
}

export function PaymentScene() {
  return (
    <>
      <circle cx="180" cy="130" r="118" fill="#ffffff" opacity="0.06" />
      <rect x="58" y="30" width="176" height="206" rx="16" fill="#ffffff" />
      <rect x="78" y="50" width="70" height="8" rx="4" fill="#334155" />
      <rect x="78" y="64" width="104" height="6" rx="3" fill="#cbd5e1" />
      {[92, 118, 144].map((y) => (
        <g key={y}>
          <circle cx="88" cy={y + 6} r="8" fill="#ccfbf1" />
          <path
            d={`M84 ${y + 6}l3 3 5-6`}
            fill="none"
            stroke="#0f766e"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="104" y={y + 3} width="78" height="6" rx="3" fill="#e2e8f0" />
          <rect x="194" y={y + 3} width="22" height="6" rx="3" fill="#94a3b8" />
        </g>
      ))}
      <path d="M78 176h136" stroke="#e2e8f0" strokeWidth="2" strokeDasharray="4 4" />
      <rect x="78" y="190" width="40" height="7" rx="3.5" fill="#94a3b8" />
      <text
        x="214"
        y="205"
        textAnchor="end"
        fontSize="24"
        fontWeight="800"
        fill="#0f766e"
        fontFamily="inherit"
      >
        $240
      </text>
      <path d="M272 62l50 18v40c0 34-22 58-50 70-28-12-50-36-50-70V80z" fill="#a3e635" />
      <path d="M272 74l38 14v32c0 26-16 45-38 55z" fill="#ffffff" opacity="0.25" />
      <path
        d="M252 124l14 14 26-30"
        fill="none"
        stroke="#134e4a"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g>
        <ellipse cx="300" cy="226" rx="26" ry="8" fill="#b45309" />
        <rect x="274" y="214" width="52" height="12" fill="#d97706" />
        <ellipse cx="300" cy="214" rx="26" ry="8" fill="#fbbf24" />
        <rect x="274" y="202" width="52" height="12" fill="#d97706" />
        <ellipse cx="300" cy="202" rx="26" ry="8" fill="#fcd34d" />
        <text
          x="300"
          y="207"
          textAnchor="middle"
          fontSize="12"
          fontWeight="800"
          fill="#92400e"
          fontFamily="inherit"
        >
          $
        </text>
      </g>
    </>
  );
}

export function ReviewScene() {
  return (
    <>
      <circle cx="180" cy="130" r="118" fill="#ffffff" opacity="0.06" />
      <Person cx={66} cy={62} r={22} tone="#fbbf24" skin="#e8b48f" />
      <rect x="98" y="36" width="150" height="54" rx="14" fill="#ffffff" />
      <rect x="114" y="52" width="110" height="7" rx="3.5" fill="#334155" />
      <rect x="114" y="66" width="76" height="7" rx="3.5" fill="#cbd5e1" />
      <Person cx={294} cy={130} r={22} tone="#38bdf8" skin="#c68863" />
      <rect x="110" y="104" width="158" height="52" rx="14" fill="#a3e635" />
      <rect x="126" y="119" width="92" height="7" rx="3.5" fill="#365314" opacity="0.75" />
      <rect x="126" y="133" width="120" height="7" rx="3.5" fill="#365314" opacity="0.4" />
      <rect x="60" y="172" width="240" height="66" rx="16" fill="#ffffff" />
      <rect x="76" y="186" width="38" height="38" rx="10" fill="#ccfbf1" />
      <path
        d="M86 205l6 6 12-13"
        fill="none"
        stroke="#0f766e"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="126" y="190" width="70" height="7" rx="3.5" fill="#334155" />
      <Stars x={126} y={205} size={15} gap={3} />
      <circle cx="318" cy="56" r="5" fill="#fbbf24" />
      <circle cx="36" cy="150" r="4" fill="#f472b6" />
      <rect
        x="318"
        y="196"
        width="10"
        height="10"
        rx="2"
        fill="#a3e635"
        transform="rotate(20 323 201)"
      />
      <circle cx="46" cy="226" r="6" fill="#ffffff" opacity="0.4" />
    </>
  );
}
