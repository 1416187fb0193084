// A lazily loaded surface that mounts on its first showing and then stays mounted
// (so it closes with its own transition), behind its own error boundary.
import { Suspense, useState, type ComponentType } from 'react';
import { PageErrorBoundary } from './page-error-boundary';

export function OnceOpened({ shown, component: Component }: { shown: boolean; component: ComponentType }) {
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    </PageErrorBoundary>
  );
}
