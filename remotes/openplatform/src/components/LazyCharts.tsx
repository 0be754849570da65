/** The charts, loaded on first use (React.lazy): a page without one never fetches the chart library; a skeleton stands in while it comes. */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const CallDays = lazy(() => import('./charts').then((charts) => ({ default: charts.CallDaysChart })));
const ApiDays = lazy(() => import('./charts').then((charts) => ({ default: charts.ApiDaysChart })));

function ChartLoading() {
  return <Skeleton.Node active style={{ width: '100%', height: 260 }} />;
}

export function CallDaysChart(props: ComponentProps<typeof CallDays>) {
  return (
    <Suspense fallback={<ChartLoading />}>
      <CallDays {...props} />
    </Suspense>
  );
}

export function ApiDaysChart(props: ComponentProps<typeof ApiDays>) {
  return (
    <Suspense fallback={<ChartLoading />}>
      <ApiDays {...props} />
    </Suspense>
  );
}
