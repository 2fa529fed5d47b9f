import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { validateGroupOptionsSearch } from '@/features/registration/register-search';
import { LinkProblem } from '../-components/link-problem';
import { MembershipBooking } from '../-components/membership-booking';
import { loadMembershipStep, MembershipStep } from '../-components/membership-step';

// A class booked with a membership the client holds (issue 35, point 2).
export const Route = createFileRoute(
  '/client-access/_shell/register/group-options/membership/$subscriptionId',
)({
  validateSearch: validateGroupOptionsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadMembershipStep(context, deps),
  component: BookWithMembership,
});

function BookWithMembership() {
  const search = Route.useSearch();
  const { subscriptionId } = Route.useParams();
  const intl = useIntl();
  return (
    <MembershipStep
      search={search}
      title={intl.formatMessage({ id: 'membership.bookWithTitle' })}
      intro={intl.formatMessage({ id: 'register.confirmIntro' })}
    >
      {(chosen, onBooked) => {
        const membership = chosen.memberships.find(
          (candidate) =>
            candidate.id === subscriptionId &&
            candidate.state === 'live' &&
            candidate.service_ids.includes(chosen.service.id),
        );
        return membership ? (
          <MembershipBooking chosen={chosen} membership={membership} onBooked={onBooked} />
        ) : (
          <LinkProblem problem="register.wayNotOffered" />
        );
      }}
    </MembershipStep>
  );
}
