import { Code } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../../components/screen-header';
import { SectionTabs } from '../../../../../components/section-tabs';
import { TabLink } from '../../../../../components/tab-link';
import { TextLink } from '../../../../../components/text-link';

export const Route = createFileRoute('/t/_shell/clients/$clientId')({
  component: ClientDetail,
});

function ClientDetail() {
  const { clientId } = Route.useParams();
  return (
    <>
      <TextLink to="/t/clients/" size="sm">
        All clients
      </TextLink>
      <ScreenHeader title="Client">
        For client <Code>{clientId}</Code>: a tab each for the overview, the ledger, notes,
        enrollments and documents.
      </ScreenHeader>
      <SectionTabs label="Client sections">
        <TabLink to="/t/clients/$clientId/overview/" params={{ clientId }}>
          Overview
        </TabLink>
        <TabLink to="/t/clients/$clientId/transactions/" params={{ clientId }}>
          Transactions
        </TabLink>
        <TabLink to="/t/clients/$clientId/notes/" params={{ clientId }}>
          Notes
        </TabLink>
        <TabLink to="/t/clients/$clientId/enrollments/" params={{ clientId }}>
          Enrollments
        </TabLink>
        <TabLink to="/t/clients/$clientId/documents/" params={{ clientId }}>
          Documents
        </TabLink>
      </SectionTabs>
      <Outlet />
    </>
  );
}
