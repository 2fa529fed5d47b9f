import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { validateGroupOptionsSearch } from '@/features/registration/register-search';
import { JoinPlan } from '../-components/join-plan';
import { LinkProblem } from '../-components/link-problem';
import { loadMembershipStep, MembershipStep } from '../-components/membership-step';

// A plan joined to book a class with it (issue 35, point 2), by a client or a visitor.
export const Route = createFileRoute('/client-access/_shell/register/group-options/plan/$planId')({
  validateSearch: validateGroupOptionsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadMembershipStep(context, deps),
  component: JoinToBook,
});

function JoinToBook() {
  const search = Route.useSearch();
  const { planId } = Route.useParams();
  const intl = useIntl();
  return (
    <MembershipStep
      search={search}
      title={intl.formatMessage({ id: 'membership.joinTitle' })}
      intro={intl.formatMessage({ id: 'membership.joinIntro' })}
    >
      {(chosen, onBooked) => {
        const plan = chosen.plans.find(
          (candidate) =>
            candidate.id === planId && (candidate.service_ids ?? []).includes(chosen.service.id),
        );
        return plan ? (
          <JoinPlan chosen={chosen} plan={plan} onBooked={onBooked} />
        ) : (
          <LinkProblem problem="register.wayNotOffered" />
        );
      }}
    </MembershipStep>
  );
}
