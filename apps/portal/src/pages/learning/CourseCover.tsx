import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';

/**
 * A course's subject, read from its name: the catalogue's courses carry no cover image and no subject field, so the
 * portal draws one illustration per subject (docs/product/learning-and-points.md#course-covers). `general` is the
 * fallback for a course no rule names.
 */
export type CourseSubject = 'business-interruption' | 'property' | 'liability' | 'cyber' | 'underinsurance' | 'natcat' | 'general';

// First match wins: "Property Risk and Fire Protection" is property, "Natural Catastrophe Risk" is natcat.
const SUBJECT_RULES: readonly (readonly [CourseSubject, RegExp])[] = [
  ['business-interruption', /business interruption/i],
  ['cyber', /cyber/i],
  ['natcat', /catastrophe|natcat|flood|bushfire|cyclone|earthquake/i],
  ['underinsurance', /under-?insurance|sums? insured|declared value/i],
  ['liability', /liability/i],
  ['property', /property|fire/i],
];

export function courseSubject(name: string): CourseSubject {
  return SUBJECT_RULES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'general';
}

const Frame = styled.div`
  width: 100%;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface.sunken};

  img,
  svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The colours a cover is drawn with: theme roles only, so a partner theme recolours every cover. */
function usePalette() {
  const theme = useTheme();
  return {
    ground: theme.color.surface.sunken,
    card: theme.color.surface.raised,
    brand: theme.color.surface.brand,
    deep: theme.color.surface.brandStrong,
    accent: theme.color.accent,
    line: theme.color.border.default,
    warm: theme.color.hazard.medium.background,
    hot: theme.color.hazard.high.background,
  };
}

type Palette = ReturnType<typeof usePalette>;

// Drawn like the home page's illustrations: flat rounded shapes on a light ground, brand blues with one warm accent.
const ARTWORK: Record<CourseSubject, (p: Palette) => ReactNode> = {
  'business-interruption': (p) => (
    <>
      <rect x="24" y="28" width="176" height="144" rx="12" fill={p.card} />
      <rect x="40" y="44" width="90" height="10" rx="5" fill={p.brand} />
      <path
        d="M44 100 L80 92 L104 150 L140 132 L176 84"
        stroke={p.accent}
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="40" y="156" width="144" height="4" rx="2" fill={p.line} />
      <circle cx="236" cy="74" r="42" fill={p.deep} />
      <circle cx="236" cy="74" r="32" fill={p.card} />
      <path d="M236 52 V74 L252 84" stroke={p.deep} strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="212" y="136" width="64" height="36" rx="8" fill={p.warm} />
    </>
  ),
  property: (p) => (
    <>
      <rect x="40" y="56" width="120" height="120" rx="8" fill={p.brand} />
      <rect x="58" y="76" width="24" height="24" rx="3" fill={p.card} />
      <rect x="118" y="76" width="24" height="24" rx="3" fill={p.card} />
      <rect x="58" y="118" width="24" height="24" rx="3" fill={p.card} />
      <rect x="88" y="136" width="26" height="40" rx="3" fill={p.deep} />
      <rect x="118" y="118" width="24" height="24" rx="3" fill={p.card} />
      <path d="M220 60 C246 88 262 104 262 128 A36 36 0 0 1 190 128 C190 108 204 96 210 80 C216 96 224 100 220 60 Z" fill={p.hot} />
      <path d="M226 112 C236 124 242 132 242 142 A16 16 0 0 1 210 142 C210 132 218 126 226 112 Z" fill={p.warm} />
      <rect x="176" y="172" width="104" height="8" rx="4" fill={p.line} />
    </>
  ),
  liability: (p) => (
    <>
      <circle cx="70" cy="84" r="20" fill={p.brand} />
      <rect x="44" y="110" width="52" height="62" rx="18" fill={p.brand} />
      <circle cx="128" cy="96" r="16" fill={p.accent} />
      <rect x="108" y="118" width="40" height="54" rx="14" fill={p.accent} />
      <path d="M228 38 L272 54 V98 C272 128 252 148 228 160 C204 148 184 128 184 98 V54 Z" fill={p.deep} />
      <path d="M210 98 L224 112 L250 84" stroke={p.card} strokeWidth="9" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="32" y="172" width="236" height="8" rx="4" fill={p.line} />
    </>
  ),
  cyber: (p) => (
    <>
      <rect x="36" y="40" width="180" height="112" rx="10" fill={p.deep} />
      <rect x="48" y="52" width="156" height="88" rx="6" fill={p.card} />
      <rect x="60" y="66" width="80" height="8" rx="4" fill={p.brand} />
      <rect x="60" y="82" width="120" height="8" rx="4" fill={p.line} />
      <rect x="60" y="98" width="100" height="8" rx="4" fill={p.line} />
      <rect x="20" y="152" width="212" height="14" rx="7" fill={p.brand} />
      <rect x="226" y="92" width="56" height="50" rx="8" fill={p.accent} />
      <path d="M238 92 V78 A16 16 0 0 1 270 78 V92" stroke={p.accent} strokeWidth="8" fill="none" />
      <circle cx="254" cy="114" r="7" fill={p.card} />
      <rect x="251" y="116" width="6" height="14" rx="3" fill={p.card} />
    </>
  ),
  underinsurance: (p) => (
    <>
      <rect x="24" y="24" width="252" height="152" rx="12" fill={p.card} />
      <rect x="44" y="48" width="200" height="20" rx="6" fill={p.line} />
      <rect x="44" y="84" width="160" height="20" rx="6" fill={p.brand} />
      <rect x="44" y="120" width="100" height="20" rx="6" fill={p.accent} />
      <rect x="144" y="120" width="60" height="20" rx="6" fill={p.hot} opacity="0.85" />
      <path d="M204 76 V150" stroke={p.deep} strokeWidth="4" strokeDasharray="6 6" strokeLinecap="round" />
      <circle cx="244" cy="146" r="18" fill={p.deep} />
      <rect x="240" y="134" width="8" height="14" rx="3" fill={p.card} />
      <circle cx="244" cy="155" r="4" fill={p.card} />
    </>
  ),
  natcat: (p) => (
    <>
      <circle cx="96" cy="72" r="30" fill={p.brand} />
      <circle cx="136" cy="62" r="38" fill={p.brand} />
      <circle cx="178" cy="78" r="26" fill={p.brand} />
      <rect x="70" y="78" width="130" height="26" rx="13" fill={p.brand} />
      <path d="M140 104 L124 132 H142 L130 160" stroke={p.warm} strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M212 112 L248 88 L284 112 V150 H212 Z" fill={p.deep} />
      <rect x="240" y="126" width="16" height="24" rx="3" fill={p.card} />
      <path
        d="M20 170 Q44 154 68 170 T116 170 T164 170 T212 170 T260 170 T308 170"
        stroke={p.accent}
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  general: (p) => (
    <>
      <path d="M40 52 Q96 36 150 58 V168 Q96 146 40 162 Z" fill={p.card} />
      <path d="M260 52 Q204 36 150 58 V168 Q204 146 260 162 Z" fill={p.card} />
      <rect x="60" y="74" width="66" height="8" rx="4" fill={p.brand} />
      <rect x="60" y="92" width="70" height="8" rx="4" fill={p.line} />
      <rect x="172" y="74" width="66" height="8" rx="4" fill={p.line} />
      <circle cx="244" cy="52" r="28" fill={p.accent} />
      <path d="M230 52 L240 62 L258 42" stroke={p.card} strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
};

/** The drawn cover of a subject. Decorative: the course's name is beside it. */
export function CourseIllustration({ subject }: { subject: CourseSubject }) {
  const palette = usePalette();
  return (
    <svg viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" data-subject={subject}>
      <rect width="300" height="200" fill={palette.ground} />
      {ARTWORK[subject](palette)}
    </svg>
  );
}

export interface CourseCoverProps {
  course: { name: string; cover: string | null };
  className?: string;
}

/** A course's cover: the image the API provides, otherwise its subject's illustration. Decorative either way (`alt=""`). */
export function CourseCover({ course, className }: CourseCoverProps) {
  return (
    <Frame className={className}>
      {course.cover ? <img src={course.cover} alt="" /> : <CourseIllustration subject={courseSubject(course.name)} />}
    </Frame>
  );
}
