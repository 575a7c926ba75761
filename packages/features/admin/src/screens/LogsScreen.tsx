import { useTrans } from '@coffer/core';
import { Tab, TabList, TabPanel, Tabs } from '@coffer/ui/Tabs';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../layout/AdminPage';
import { ErrorLogTab } from '../logs/ErrorLogTab';
import { OutgoingEmailsTab } from '../logs/OutgoingEmailsTab';
import { ScheduleTab } from '../logs/ScheduleTab';
import { type LogTab, readLogTab } from '../logs/use-log-table-state';

/**
 * `/admin/logs` (logs.view): the schedule log with Run now, the error log and the outgoing
 * email log, one tab each; the tab is the URL's `?tab=`, so a reload or a link keeps it.
 */
export function LogsScreen() {
  const { trans } = useTrans();
  const [params, setParams] = useSearchParams();
  const tab = readLogTab(params);
  // A new tab starts its list afresh: the other tab's page or search would mean nothing there.
  const select = (next: LogTab) =>
    setParams(next === 'schedule' ? {} : { tab: next }, { preventScrollReset: true });
  return (
    <AdminPage title={trans('Logs')}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => select(key as LogTab)}>
        <TabList aria-label={trans('Logs')}>
          <Tab id="schedule">{trans('Schedule')}</Tab>
          <Tab id="error">{trans('Errors')}</Tab>
          <Tab id="outgoing-email">{trans('Outgoing email')}</Tab>
        </TabList>
        <TabPanel id="schedule">
          <ScheduleTab />
        </TabPanel>
        <TabPanel id="error">
          <ErrorLogTab />
        </TabPanel>
        <TabPanel id="outgoing-email">
          <OutgoingEmailsTab />
        </TabPanel>
      </Tabs>
    </AdminPage>
  );
}
