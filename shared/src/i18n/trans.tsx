import { lazy, Suspense, type ComponentProps } from 'react';
import type { Trans as ReactI18nextTrans } from 'react-i18next';

/**
 * react-i18next's `<Trans>` (texts with markup inside: `Your IP address: <ip>{{ip}}</ip>`), its code
 * fetched with the first text that needs it rather than with every page's first load: the parser
 * behind it (html-parse-stringify) and the component are ~3.8 KiB gzip that no first paint uses
 * (docs/performance.md). It is react-i18next's own component from its `TransWithoutContext` entry, which
 * reads the suite's one i18next instance (bound by initReactI18next); same props, same output.
 */
const LazyTrans = lazy(() => import(/* webpackChunkName: "i18n-trans" */ 'react-i18next/TransWithoutContext').then((module) => ({ default: module.Trans })));

type TransProps = ComponentProps<typeof ReactI18nextTrans>;

export function Trans(props: TransProps) {
  // Nothing while the chunk arrives (a frame or two on a page that is itself a lazy chunk).
  return (
    <Suspense fallback={null}>
      <LazyTrans {...(props as ComponentProps<typeof LazyTrans>)} />
    </Suspense>
  );
}
