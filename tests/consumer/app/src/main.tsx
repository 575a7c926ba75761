// Another product's page built only from the published packages (issue 22): the kit's Button,
// Dialog, Toast, ListBox and a 10,000-row VirtualGrid, and one import from every other package,
// whose lazy screens it also loads, so a package whose dist or exports break fails the build
// or the page. tests/consumer/run.ts drives it in Chromium.
import '@coffer/ui/style.css';
import '@coffer/core/style.css';
import '@coffer/account/style.css';
import '@coffer/admin/style.css';
import '@coffer/appearance/style.css';
import '@coffer/auth/style.css';
import '@coffer/billing/style.css';
import '@coffer/drive/style.css';
import '@coffer/file-requests/style.css';
import '@coffer/notifications/style.css';
import '@coffer/sharing/style.css';
import '@coffer/site/style.css';
import '@coffer/workspaces/style.css';
import { accountRoutes } from '@coffer/account';
import { adminRoutes } from '@coffer/admin';
import { appearanceAdminSection } from '@coffer/appearance';
import { authRoutes } from '@coffer/auth';
import { billingRoutes } from '@coffer/billing';
import { PASSWORD_MIN_LENGTH } from '@coffer/contract';
import { defaultAuthRedirects } from '@coffer/core';
import { AdSlot } from '@coffer/core/ad-slot';
import { driveRoutes } from '@coffer/drive';
import { fileRequestRoutes } from '@coffer/file-requests';
import { notificationRoutes } from '@coffer/notifications';
import { sharingRoutes } from '@coffer/sharing';
import { siteAdminSection, siteHomepages, siteRoutes } from '@coffer/site';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle, DialogTrigger } from '@coffer/ui/Dialog';
import { ListBox, ListBoxItem } from '@coffer/ui/ListBox';
import { Modal } from '@coffer/ui/Modal';
import { ToastRegion, toast } from '@coffer/ui/Toast';
import { VirtualGrid, type VirtualGridColumn } from '@coffer/ui/VirtualGrid';
import { getActiveWorkspaceId, WorkspaceSwitcher } from '@coffer/workspaces';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';

const files = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `File ${i + 1}` }));
const fruit = ['Apple', 'Banana', 'Cherry'];
type ConsumerFile = (typeof files)[number];
const fileColumns: VirtualGridColumn<ConsumerFile>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, render: (file) => file.name },
  { id: 'kind', name: 'Kind', width: 120, render: () => 'File' },
];

const featureRoutes: RouteObject[] = [
  // `/` as the site's landing page, so that its screen (and its images) load too.
  ...authRoutes({
    redirects: defaultAuthRedirects,
    homepages: siteHomepages,
    homepageType: () => 'landing',
  }),
  ...accountRoutes(),
  ...driveRoutes(),
  ...sharingRoutes(),
  ...fileRequestRoutes(),
  ...notificationRoutes(),
  ...adminRoutes({ sections: [siteAdminSection, appearanceAdminSection] }),
  ...billingRoutes(),
  ...siteRoutes(),
];

function App() {
  const screens = useLazyScreens(featureRoutes);
  return (
    <main style={{ padding: 24, display: 'grid', gap: 24, maxWidth: 720 }}>
      <h1>Coffer packages in another product</h1>

      <DialogTrigger>
        <Button>Rename</Button>
        <Modal>
          <Dialog>
            {({ close }) => (
              <>
                <DialogTitle>Rename file</DialogTitle>
                <DialogBody>Choose a new name for “Report.pdf”.</DialogBody>
                <DialogFooter>
                  <Button variant="outline" onPress={close}>
                    Cancel
                  </Button>
                  <Button onPress={close}>Save</Button>
                </DialogFooter>
              </>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>

      <Button variant="outline" onPress={() => toast.positive('Report.pdf renamed')}>
        Show toast
      </Button>

      <ListBox aria-label="Fruit" selectionMode="single">
        {fruit.map((name) => (
          <ListBoxItem key={name} id={name}>
            {name}
          </ListBoxItem>
        ))}
      </ListBox>

      <VirtualGrid
        aria-label="Files"
        items={files}
        getKey={(file) => file.id}
        getTextValue={(file) => file.name}
        columns={fileColumns}
        height={400}
        rowHeight={40}
        selectionMode="multiple"
      />

      <dl>
        <dt>Feature screens loaded</dt>
        <dd data-screens={screens}>{screens}</dd>
        <dt>Workspace</dt>
        <dd>{getActiveWorkspaceId()}</dd>
        <dt>Password length</dt>
        <dd>{PASSWORD_MIN_LENGTH}</dd>
        <dt>Components</dt>
        <dd>{[AdSlot, WorkspaceSwitcher].filter((c) => typeof c === 'function').length}</dd>
      </dl>

      <ToastRegion />
    </main>
  );
}

/**
 * Loads every lazy screen the feature routes name, as a router would on navigation. Shows
 * `loaded/total`, or the first error, so a chunk that fails to load or run is seen.
 */
function useLazyScreens(routes: RouteObject[]): string {
  const [state, setState] = useState('loading');
  useEffect(() => {
    const lazies = flatten(routes).flatMap((route) =>
      typeof route.lazy === 'function' ? [route.lazy] : [],
    );
    Promise.all(lazies.map((load) => (load as () => Promise<Partial<RouteObject>>)()))
      .then((loaded) => {
        // A screen is a Component or an element (the admin layout, which takes its sections).
        const screens = loaded.filter(
          (route) => typeof route.Component === 'function' || route.element != null,
        );
        setState(`${screens.length}/${lazies.length}`);
      })
      .catch((error: unknown) => setState(`error: ${String(error)}`));
  }, [routes]);
  return state;
}

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
