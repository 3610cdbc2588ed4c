import { lazy, Suspense, useMemo } from 'react';
import {
  Cell,
  Column,
  Heading,
  Label,
  Radio,
  RadioGroup,
  Row,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useLanguage } from '../shell/language.tsx';
import { AnswerView } from './answer-view.tsx';
import { formatKd } from './money.ts';
import { statusKey } from './orders-page.tsx';
import { useAnswer } from './use-answer.ts';

// Chart.js comes with this page only, not with the back office's first load.
const BarChart = lazy(() => import('./bar-chart.tsx'));

const PERIODS = ['today', '7d', '30d'] as const;
type Period = (typeof PERIODS)[number];
const FUNNEL = ['sessions', 'productViews', 'addToCart', 'checkout', 'purchases'] as const;

/** One part of the dashboard: a titled panel whose title names what is in it. */
function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A short table: a caption-less grid named by the heading before it. */
function FiguresTable({
  labelledBy,
  columns,
  rows,
  empty,
}: {
  labelledBy: string;
  columns: string[];
  rows: { id: string; cells: React.ReactNode[] }[];
  empty: string;
}) {
  return (
    <div className="table-scroll">
      <Table aria-labelledby={labelledBy} className="table">
        <TableHeader>
          {columns.map((column, index) => (
            <Column key={column} isRowHeader={index === 0}>
              {column}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => empty}>
          {(row) => (
            <Row>
              {row.cells.map((cell, index) => (
                <Cell key={index}>{cell}</Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * How the shop is doing: today or the last 7 or 30 shop days (Kuwait time) — sales, orders, average
 * order value, the conversion funnel, top products and searches — and, as of now, low stock and
 * the orders waiting in each status. Every chart has its figures in a table beside it.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rtl = language === 'ar';
  const [params, setParams] = useSearchParams();
  const period: Period = (PERIODS as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as Period)
    : 'today';
  const dashboard = useAnswer(`${period}:${language}`, () =>
    adminApi('get', '/admin-api/analytics/dashboard', { query: { period } }),
  );
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(rtl ? 'ar-KW' : 'en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [rtl],
  );
  const kd = (fils: number) => t('admin.dashboard.kd', { amount: formatKd(fils) });
  return (
    <section aria-labelledby="dashboard-title" className="dashboard">
      <Heading level={1} id="dashboard-title">
        {t('admin.dashboard.title')}
      </Heading>
      <p className="muted">{t('admin.dashboard.timeZone')}</p>
      <RadioGroup
        value={period}
        onChange={(value) => setParams(new URLSearchParams({ period: value }))}
        orientation="horizontal"
        className="radio-group"
      >
        <Label>{t('admin.dashboard.period')}</Label>
        <div className="radios">
          {PERIODS.map((value) => (
            <Radio key={value} value={value} className="radio">
              {t(`admin.dashboard.period.${value}` as MessageKey)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <AnswerView answer={dashboard}>
        {(data) => {
          const days = data.days.map((day) => dayFormat.format(new Date(`${day.day}T00:00:00Z`)));
          const funnel = FUNNEL.map((step) => data.funnel[step]);
          return (
            <>
              <dl className="figures">
                <div className="figure">
                  <dt>{t('admin.dashboard.sales')}</dt>
                  <dd>{kd(data.sales)}</dd>
                </div>
                <div className="figure">
                  <dt>{t('admin.dashboard.orders')}</dt>
                  <dd>{data.orders}</dd>
                </div>
                <div className="figure">
                  <dt>{t('admin.dashboard.averageOrderValue')}</dt>
                  <dd>{kd(data.averageOrderValue)}</dd>
                </div>
              </dl>

              <div className="dashboard-grid">
                <Panel id="dashboard-sales" title={t('admin.dashboard.salesByDay')}>
                  <Suspense fallback={<div className="chart" />}>
                    <BarChart
                      labels={days}
                      values={data.days.map((day) => day.sales / 1000)}
                      description={t('admin.dashboard.salesByDay.description')}
                      rtl={rtl}
                      formatValue={(value) => kd(Math.round(value * 1000))}
                    />
                  </Suspense>
                  <FiguresTable
                    labelledBy="dashboard-sales"
                    columns={[t('admin.dashboard.column.day'), t('admin.dashboard.orders'), t('admin.dashboard.sales')]}
                    rows={data.days.map((day, index) => ({
                      id: day.day,
                      cells: [days[index], day.orders, kd(day.sales)],
                    }))}
                    empty={t('admin.dashboard.none')}
                  />
                </Panel>

                <Panel id="dashboard-funnel" title={t('admin.dashboard.funnel')}>
                  <Suspense fallback={<div className="chart" />}>
                    <BarChart
                      labels={FUNNEL.map((step) => t(`admin.dashboard.funnel.${step}` as MessageKey))}
                      values={funnel}
                      description={t('admin.dashboard.funnel.description')}
                      horizontal
                      rtl={rtl}
                    />
                  </Suspense>
                  <FiguresTable
                    labelledBy="dashboard-funnel"
                    columns={[t('admin.dashboard.column.step'), t('admin.dashboard.column.count')]}
                    rows={FUNNEL.map((step, index) => ({
                      id: step,
                      cells: [t(`admin.dashboard.funnel.${step}` as MessageKey), funnel[index]],
                    }))}
                    empty={t('admin.dashboard.none')}
                  />
                </Panel>

                <Panel id="dashboard-products" title={t('admin.dashboard.topProducts')}>
                  <FiguresTable
                    labelledBy="dashboard-products"
                    columns={[
                      t('admin.dashboard.column.product'),
                      t('admin.dashboard.column.units'),
                      t('admin.dashboard.column.revenue'),
                    ]}
                    rows={data.topProducts.map((product) => ({
                      id: product.productId,
                      cells: [<bdi key="name">{product.name}</bdi>, product.quantity, kd(product.revenue)],
                    }))}
                    empty={t('admin.dashboard.none')}
                  />
                </Panel>

                {(
                  [
                    ['dashboard-searches', 'admin.dashboard.topSearches', data.topSearches],
                    ['dashboard-no-results', 'admin.dashboard.noResultSearches', data.noResultSearches],
                  ] as const
                ).map(([id, title, searches]) => (
                  <Panel key={id} id={id} title={t(title)}>
                    <FiguresTable
                      labelledBy={id}
                      columns={[t('admin.dashboard.column.search'), t('admin.dashboard.column.searches')]}
                      rows={searches.map((search) => ({
                        id: search.term,
                        cells: [<bdi key="term">{search.term}</bdi>, search.count],
                      }))}
                      empty={t('admin.dashboard.none')}
                    />
                  </Panel>
                ))}

                <Panel id="dashboard-waiting" title={t('admin.dashboard.waitingOrders')}>
                  <FiguresTable
                    labelledBy="dashboard-waiting"
                    columns={[t('admin.dashboard.column.status'), t('admin.dashboard.orders')]}
                    rows={data.waitingOrders.map((entry) => ({
                      id: entry.status,
                      cells: [t(statusKey(entry.status)), entry.count],
                    }))}
                    empty={t('admin.dashboard.none')}
                  />
                </Panel>

                <Panel
                  id="dashboard-low-stock"
                  title={t('admin.dashboard.lowStock', { threshold: data.lowStock.threshold })}
                >
                  <FiguresTable
                    labelledBy="dashboard-low-stock"
                    columns={[
                      t('admin.dashboard.column.product'),
                      t('admin.dashboard.column.sku'),
                      t('admin.dashboard.column.inStock'),
                    ]}
                    rows={data.lowStock.items.map((item) => ({
                      id: String(item.variationId),
                      cells: [
                        <bdi key="name">{item.name}</bdi>,
                        <code key="sku" dir="ltr">
                          {item.sku}
                        </code>,
                        item.quantity,
                      ],
                    }))}
                    empty={t('admin.dashboard.none')}
                  />
                </Panel>
              </div>
            </>
          );
        }}
      </AnswerView>
    </section>
  );
}
