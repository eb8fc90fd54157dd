import type { CountryCode } from '@riskatlas/domain';
import { Button, pointsLink } from '@riskatlas/widgets';
import { Award, BookOpen, GraduationCap, Headset, LifeBuoy, MessageSquare, Pencil, PlayCircle, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

export const CardFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    margin: 0;
    color: ${({ theme }) => theme.color.text.heading};
    font-size: ${({ theme }) => theme.font.size.heading3}px;
  }
  p {
    margin: 0;
  }
  > :last-child:is(a, button) {
    align-self: flex-start;
    margin-top: auto;
  }
`;

const Figure = styled.p`
  font-size: ${({ theme }) => theme.font.size.heading1}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.heading};
`;

const ClickableCard = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  &:hover section {
    box-shadow: ${({ theme }) => theme.shadow.overlay};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

interface InfoCardProps {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A titled card; the heading names the region. */
export function InfoCard({ id, icon, title, children }: InfoCardProps) {
  return (
    <CardFrame aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {icon}
        {title}
      </h2>
      {children}
    </CardFrame>
  );
}

const iconProps = { size: 22, 'aria-hidden': true } as const;

export function ProfileCard({ personName, email, jobTitle }: { personName: string; email: string; jobTitle?: string | null }) {
  return (
    <InfoCard id="profile-card" icon={<Users {...iconProps} />} title="Your Profile">
      <p>{personName}</p>
      {jobTitle ? <p>{jobTitle}</p> : null}
      <p>{email}</p>
      <Link to="/account/user-profile">
        <Pencil size={14} aria-hidden="true" /> Edit
      </Link>
    </InfoCard>
  );
}

/** The CIP and CPD cards (not in the UK view): the whole card links to its points page. */
export function PointsCard({
  kind,
  country,
  points,
}: {
  kind: 'cip' | 'cpd';
  country: CountryCode;
  points: { cip: number; cpd: number; cpdnz: number };
}) {
  const value = kind === 'cip' ? points.cip : country === 'nz' ? points.cpdnz : points.cpd;
  const title = kind === 'cip' ? 'CIP points' : country === 'nz' ? 'CPD points (IBANZ)' : 'CPD points (NIBA)';
  return (
    <ClickableCard to={pointsLink(kind, country)}>
      <InfoCard id={`${kind}-card`} icon={<Award {...iconProps} />} title={title}>
        <Figure>{value}</Figure>
        <p>View your points and certificates</p>
      </InfoCard>
    </ClickableCard>
  );
}

export const SUPPORT_EMAIL = 'support@riskatlas.example';
export const FEEDBACK_MAILTO = `mailto:feedback@riskatlas.example?subject=${encodeURIComponent('Risk Atlas feedback')}`;

export function KnowledgeCard() {
  return (
    <InfoCard id="knowledge-card" icon={<GraduationCap {...iconProps} />} title="Knowledge">
      <p>Short courses and knowledge tests that count towards your continuing-education points.</p>
      <Link to="/courses">Browse short courses</Link>
    </InfoCard>
  );
}

export function SupportServicesCard() {
  return (
    <InfoCard id="support-card" icon={<LifeBuoy {...iconProps} />} title="Support services">
      <p>Questions about an industry, a report or your account? Our team answers on business days.</p>
      <a href={`mailto:${SUPPORT_EMAIL}`}>Email support</a>
    </InfoCard>
  );
}

export function HelpWithClaimsCard() {
  return (
    <InfoCard id="claims-card" icon={<ShieldCheck {...iconProps} />} title="Help with claims">
      <p>Guidance for your clients when a loss happens, from first notice to settlement.</p>
      <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Help with a claim')}`}>Ask about a claim</a>
    </InfoCard>
  );
}

export function TalkToTeamCard() {
  return (
    <InfoCard id="team-card" icon={<Headset {...iconProps} />} title="Talk to our team">
      <p>Book a walkthrough of the product for you or your firm.</p>
      <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Talk to the team')}`}>Get in touch</a>
    </InfoCard>
  );
}

export function FeedbackCard() {
  return (
    <InfoCard id="feedback-card" icon={<MessageSquare {...iconProps} />} title="Feedback">
      <p>Tell us what would make Risk Atlas more useful to you.</p>
      <a href={FEEDBACK_MAILTO}>Send feedback</a>
    </InfoCard>
  );
}

export function TailoredReportCard({ onPlayVideo }: { onPlayVideo: () => void }) {
  return (
    <InfoCard id="tailored-card" icon={<BookOpen {...iconProps} />} title="Create your tailored report">
      <p>Group the insurance classes that matter to your client, add comments and your logo, then preview, print or save.</p>
      <Button onClick={onPlayVideo}>
        <PlayCircle size={16} aria-hidden="true" /> Play Video
      </Button>
    </InfoCard>
  );
}
