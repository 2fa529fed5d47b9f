import { useIntl } from 'react-intl';
import { StatusBadge } from '@/components/status-badge';
import { isStanding, standingColours, standingWords } from './standing';

/** Where a membership stands, as a badge: "Active", "Paused". */
export function StandingBadge({ standing }: { standing: string | null }) {
  const intl = useIntl();
  const known = isStanding(standing) ? standing : 'pending';
  return (
    <StatusBadge color={standingColours[known]}>
      {intl.formatMessage({ id: standingWords[known] })}
    </StatusBadge>
  );
}
