/** 运营看板 (/operation/dashboard, operators): the enabled areas' figures for today, 7 or 30 days, grouped and each opening its list, their 30 days as charts, and 刷新 to count again now. */
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Statistic, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { formatPoints, formatYuan, useApi, type Reply } from '@platform/sdk';
import { ErrorState, LoadingState, PageCard, PageHeader, errorText } from '@platform/sdk/ui';
import { cockpitApi } from '../../api';

type Board = Reply<'get', '/platform/dashboard'>;
type Figure = Board['figures'][number];
type Period = 'today' | 'week' | 'month';

const PERIODS: Array<{ label: string; value: Period }> = [
  { label: '今日', value: 'today' },
  { label: '近7天', value: 'week' },
  { label: '近30天', value: 'month' },
];

const BOARD_KEY = ['operation', 'dashboard'] as const;

/** Fen as yuan with two decimals, exactly (no float): 123456 → "1234.56". */
function yuanOf(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A figure's value as operators read it: money as ¥ with two decimals, points with 积分, counts grouped by thousands. */
function shown(value: number, unit: Figure['unit']): string {
  if (unit === 'fen') return formatYuan(yuanOf(value));
  if (unit === 'points') return `${formatPoints(value)} 积分`;
  return formatPoints(value);
}

/** The figure's groups in the order the server lists their figures. */
function byGroup(figures: Figure[]): Array<[string, Figure[]]> {
  const groups = new Map<string, Figure[]>();
  for (const figure of figures) groups.set(figure.group, [...(groups.get(figure.group) ?? []), figure]);
  return [...groups];
}

// ------------------------------------------------------------------ the charts, loaded on first use

interface ChartProps {
  days: string[];
  /** Each line or bar series: its label and one value per day. */
  series: Array<{ label: string; values: number[] }>;
  /** Money: values are yuan. */
  money?: boolean;
}

/** 2026-11-29 as 11-29: thirty dates fit under a chart on a phone. */
const shortDay = (day: string) => day.slice(5);

function chartData({ days, series }: ChartProps) {
  return series.flatMap(({ label, values }) => days.map((day, at) => ({ day, name: label, value: values[at] ?? 0 })));
}

/** What both charts share: their size, the legend above, short dates below. */
const FRAME = {
  className: 'dashboard-chart',
  xField: 'day',
  yField: 'value',
  colorField: 'name',
  height: 260,
  autoFit: true,
  legend: { color: { position: 'top', layout: { justifyContent: 'center' } } },
} as const;

/** One of the chart library's charts drawing the board's series: lines, or bars side by side. */
function drawn(Chart: ComponentType<Record<string, unknown>>, kind: 'line' | 'column'): { default: ComponentType<ChartProps> } {
  function Drawn(props: ChartProps) {
    const format = (value: number) => (props.money ? formatYuan(value.toFixed(2)) : formatPoints(value));
    const highest = Math.max(...props.series.flatMap((one) => one.values));
    return (
      <Chart
        {...FRAME}
        data={chartData(props)}
        // Counts are whole: no more ticks than there are whole numbers up to the highest.
        scale={props.money ? undefined : { y: { nice: true, tickCount: Math.min(5, Math.max(1, highest)) } }}
        axis={{
          x: { labelFormatter: shortDay, labelAutoRotate: false, labelAutoHide: true },
          y: { labelFormatter: (value: number) => (props.money ? `¥${value}` : String(value)) },
        }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: format }] }}
        {...(kind === 'column' ? { group: true, style: { maxWidth: 12 } } : { style: { lineWidth: 2 }, point: { shapeField: 'circle', sizeField: 2 } })}
      />
    );
  }
  return { default: Drawn };
}

// The chart library is fetched by this page when it draws (React.lazy), never by the pages that do not.
const LineChart = lazy(() => import('@ant-design/plots').then(({ Line }) => drawn(Line as ComponentType<Record<string, unknown>>, 'line')));
const ColumnChart = lazy(() => import('@ant-design/plots').then(({ Column }) => drawn(Column as ComponentType<Record<string, unknown>>, 'column')));

function ChartLoading() {
  return <Skeleton.Node active style={{ width: '100%', height: 260 }} />;
}

/** One chart of the board's 30 days, or what stands in when none of its figures is enabled or all are zero. */
function DaysChart({ title, board, keys, kind }: { title: string; board: Board; keys: string[]; kind: 'line' | 'column' }) {
  const figures = keys.flatMap((key) => board.figures.filter((figure) => figure.key === key && !figure.current));
  if (figures.length === 0) return null;
  const money = figures.every((figure) => figure.unit === 'fen');
  const series = figures.map((figure) => ({
    label: figure.label,
    values: figure.series.map((value) => (money ? value / 100 : value)),
  }));
  const quiet = series.every((one) => one.values.every((value) => value === 0));
  const Chart = kind === 'line' ? LineChart : ColumnChart;
  return (
    <Col xs={24} xl={12}>
      <PageCard title={title}>
        {quiet ? (
          <Flex align="center" justify="center" style={{ height: 260 }}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`近30天暂无${figures.map((figure) => figure.label).join('与')}`} />
          </Flex>
        ) : (
          <Suspense fallback={<ChartLoading />}>
            <Chart days={board.days} series={series} money={money} />
          </Suspense>
        )}
      </PageCard>
    </Col>
  );
}

// ------------------------------------------------------------------ the figures

/** One figure: its label and value for the period; a click opens the list it counts. */
function FigureCard({ figure, period }: { figure: Figure; period: Period }) {
  const navigate = useNavigate();
  const value = figure.current ? figure.today : figure[period];
  const link = figure.link;
  const text = shown(value, figure.unit);
  const open = link ? () => navigate(link) : undefined;
  return (
    <Card
      size="small"
      hoverable={open !== undefined}
      data-figure={figure.key}
      role={open ? 'link' : undefined}
      tabIndex={open ? 0 : undefined}
      onClick={open}
      onKeyDown={(event) => {
        if (open && event.key === 'Enter') open();
      }}
      style={{ height: '100%' }}
    >
      <Statistic
        title={
          <Flex gap={4} align="center" wrap>
            <span>{figure.label}</span>
            {figure.current ? (
              <Tag bordered={false} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px' }}>
                当前
              </Tag>
            ) : null}
          </Flex>
        }
        value={value}
        formatter={() => <span data-value={value}>{text}</span>}
        styles={{ content: { fontSize: 22, wordBreak: 'break-all' } }}
      />
    </Card>
  );
}

function Figures({ board, period }: { board: Board; period: Period }) {
  const groups = byGroup(board.figures);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {groups.map(([group, figures]) => (
        <Col key={group} xs={24} sm={12} xl={6}>
          <Card title={group} size="small" variant="borderless" style={{ height: '100%' }} styles={{ body: { padding: 12 } }}>
            <Row gutter={[12, 12]}>
              {figures.map((figure) => (
                <Col key={figure.key} span={figures.length === 1 ? 24 : 12}>
                  <FigureCard figure={figure} period={period} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

// ------------------------------------------------------------------ the page

export default function Dashboard() {
  const [period, setPeriod] = useState<Period>('today');
  // 刷新 asks the server to count now rather than serve the last minute's figures: the next fetch only.
  const fresh = useRef(false);
  const board = useApi(BOARD_KEY, () => {
    const now = fresh.current;
    fresh.current = false;
    return cockpitApi.dashboard(now);
  });
  const refresh = () => {
    fresh.current = true;
    void board.refetch();
  };
  const data = board.data;

  let body;
  if (board.isPending) body = <LoadingState rows={8} />;
  else if (!data) body = <ErrorState error={board.error} onRetry={refresh} retrying={board.isFetching} />;
  else if (data.figures.length === 0) {
    body = (
      <PageCard>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可显示的指标：本部署未启用相关模块" />
      </PageCard>
    );
  } else {
    body = (
      <>
        {board.isError ? (
          <Alert
            type="warning"
            showIcon
            title={`刷新失败：${errorText(board.error)}，下面是更新于 ${dayjs(data.generatedAt).format('HH:mm:ss')} 的数据`}
            action={
              <Button size="small" onClick={refresh} loading={board.isFetching}>
                重试
              </Button>
            }
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Figures board={data} period={period} />
        <Row gutter={16}>
          <DaysChart title="近30天新增订单与企业" board={data} keys={['orders.new', 'companies.new']} kind="line" />
          <DaysChart title="近30天支付收入与退款（元）" board={data} keys={['payments.paid', 'refunds.succeeded']} kind="column" />
        </Row>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="运营看板"
        description="平台业务一览：各项指标按今日、近7天或近30天统计，点击卡片查看明细；数据每分钟更新一次"
        extra={
          <Flex gap={8} align="center" wrap>
            <Segmented<Period> options={PERIODS} value={period} onChange={setPeriod} aria-label="统计周期" />
            {data ? (
              <Typography.Text type="secondary" data-testid="board-time">
                更新于 {dayjs(data.generatedAt).format('HH:mm:ss')}
              </Typography.Text>
            ) : null}
            <Button icon={<ReloadOutlined />} onClick={refresh} loading={board.isFetching && !board.isPending}>
              刷新
            </Button>
          </Flex>
        }
      />
      {body}
    </>
  );
}
