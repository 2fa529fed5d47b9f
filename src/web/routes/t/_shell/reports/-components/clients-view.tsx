import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { TextLink } from '@/components/text-link';
import { clientsTable } from '@/features/reports/report-csv';
import { messageLink, percentOf } from '@/features/reports/report-figures';
import type { AtRiskClient, ClientsReport } from '@/features/reports/report-shapes';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { AtRiskDays } from './at-risk-days';
import { FiguresTable } from './figures-table';
import { HeadlineFigures, countStyle, percentStyle } from './headline-figures';
import { Bars } from './report-charts';
import { ReportPanel } from './report-panel';
import { useReport, type ViewProps } from './use-report';

interface ClientsViewProps extends ViewProps {
  days: number;
  onDays: (days: number) => void;
}

/** New and returning clients, how many of the new came back, and who has stopped coming. */
export function ClientsView({ asks, days, onDays }: ClientsViewProps) {
  const intl = useIntl();
  const { tenant } = useMembership();
  const { current, previous } = useReport('clients', asks);
  return (
    <ReportPanel
      view="clients"
      ask={asks.current}
      current={current}
      table={(report) => clientsTable(report, intl, tenant.time_zone)}
      // The at-risk list is about now, not the period: it is shown whatever the period held.
      isEmpty={() => false}
      emptyText=""
    >
      {(report) => (
        <>
          <ClientFigures report={report} before={previous.data} />
          <AtRiskList report={report} days={days} onDays={onDays} />
        </>
      )}
    </ReportPanel>
  );
}

function ClientFigures({
  report,
  before,
}: {
  report: ClientsReport;
  before?: ClientsReport | undefined;
}) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const count = countStyle(intl);
  const percent = percentStyle(intl);
  const figure = (label: MessageId, pick: (report: ClientsReport) => number) => ({
    label: say(label),
    current: pick(report),
    previous: before && pick(before),
    style: count,
  });
  const { cohort } = report.retention;
  const retention: { id: MessageId; count: number }[] = [
    { id: 'reports.back30', count: report.retention.back_30 },
    { id: 'reports.back90', count: report.retention.back_90 },
  ];
  const share = (part: number) => {
    const value = percentOf(part, cohort);
    return value === null ? '—' : percent.value(value);
  };
  return (
    <>
      <HeadlineFigures
        figures={[
          figure('reports.visits', (r) => r.visits),
          figure('reports.newClients', (r) => r.new_clients),
          figure('reports.returningClients', (r) => r.returning_clients),
        ]}
      />
      <Stack component="section" aria-labelledby="retention-title" gap="sm">
        <Title id="retention-title" order={3} fz="lg">
          {say('reports.retention')}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'reports.retentionIntro' }, { count: cohort })}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Bars
            data={[
              { name: say('reports.newClients'), clients: cohort },
              ...retention.map((line) => ({ name: say(line.id), clients: line.count })),
            ]}
            dataKey="name"
            series={[{ name: 'clients', label: say('reports.csvCount'), color: 'teal.6' }]}
            format={count.value}
          />
          <FiguresTable
            caption={say('reports.retention')}
            columns={[
              { header: say('reports.retention'), cell: (line) => say(line.id) },
              {
                header: say('reports.csvCount'),
                cell: (line) => count.value(line.count),
                figure: true,
              },
              { header: say('reports.share'), cell: (line) => share(line.count), figure: true },
            ]}
            rows={retention}
            rowKey={(line) => line.id}
            minWidth={320}
          />
        </SimpleGrid>
      </Stack>
    </>
  );
}

function AtRiskList({
  report,
  days,
  onDays,
}: {
  report: ClientsReport;
  days: number;
  onDays: (days: number) => void;
}) {
  const intl = useIntl();
  const { tenant } = useMembership();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Stack component="section" aria-labelledby="at-risk-title" gap="sm">
      <Title id="at-risk-title" order={3} fz="lg">
        {say('reports.atRisk')}
      </Title>
      <Text size="sm" c="dimmed">
        {say('reports.atRiskIntro')}
      </Text>
      <AtRiskDays days={days} onDays={onDays} />
      <Text fw={600} data-figure="at-risk-count">
        {intl.formatMessage(
          { id: 'reports.atRiskSummary' },
          { days: report.at_risk_days, count: report.at_risk_count },
        )}
      </Text>
      {report.at_risk_count > report.at_risk.length && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(
            { id: 'reports.atRiskShown' },
            { shown: report.at_risk.length, count: report.at_risk_count },
          )}
        </Text>
      )}
      {report.at_risk.length === 0 ? (
        <Text>{say('reports.noneAtRisk')}</Text>
      ) : (
        <FiguresTable<AtRiskClient>
          caption={say('reports.atRisk')}
          columns={[
            {
              header: say('reports.client'),
              cell: (client) => (
                <TextLink to="/t/clients/$clientId/" params={{ clientId: client.client_id }}>
                  {client.full_name}
                </TextLink>
              ),
            },
            {
              header: say('reports.lastVisit'),
              cell: (client) => formatDateTime(client.last_visit, tenant.time_zone, intl.locale),
            },
            {
              header: say('reports.visits'),
              cell: (client) => intl.formatNumber(client.visits),
              figure: true,
            },
            {
              header: say('reports.message'),
              cell: (client) => {
                const link = messageLink(client);
                return (
                  link && (
                    <Anchor
                      href={link}
                      aria-label={intl.formatMessage(
                        { id: 'reports.messageClient' },
                        { name: client.full_name },
                      )}
                    >
                      {say('reports.message')}
                    </Anchor>
                  )
                );
              },
            },
          ]}
          rows={report.at_risk}
          rowKey={(client) => client.client_id}
          minWidth={560}
        />
      )}
    </Stack>
  );
}
