import { useEffect, useState } from 'react';
import {
  Button,
  Cell,
  Column,
  FileTrigger,
  Heading,
  Label,
  ProgressBar,
  Row,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminApi, type AdminAnswer } from '../api/admin-api.ts';
import { downloadFile, uploadFile } from '../api/upload-picture.ts';
import { useLanguage } from '../shell/language.tsx';
import { errorText, refusalText } from './error-text.ts';
import { useAnswer } from './use-answer.ts';
import { AnswerView } from './answer-view.tsx';
import { parseKd } from './money.ts';

type Check = AdminAnswer<'/admin-api/product-imports/check', 'post'>;
type ImportDetail = AdminAnswer<'/admin-api/product-imports/{id}', 'get'>;
type RowError = Check['errors'][number];
/** How often the page asks how far an import has got. */
const POLL_MS = 1000;

/**
 * Product CSV import (check, then import in the background with a live progress bar), the
 * history of imports, and the export. An import under way is found again from the history, so
 * closing the page and coming back shows it still going.
 */
export function ImportExportPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [pending, setPending] = useState<'check' | 'start' | 'export' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [followed, setFollowed] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const history = useAnswer(`history:${version}`, () => adminApi('get', '/admin-api/product-imports'));
  const active = history.data?.items.find((item) => item.state === 'queued' || item.state === 'running');
  const current = followed ?? active?.id ?? null;

  const run = async (kind: 'check' | 'start', work: (chosen: File) => Promise<void>) => {
    if (!file) return;
    setPending(kind);
    setError(null);
    try {
      await work(file);
    } catch (caught) {
      setError(refusalText(t, caught));
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="import-title">
      <Heading level={1} id="import-title">
        {t('admin.import.title')}
      </Heading>

      <section aria-labelledby="import-section" className="panel">
        <Heading level={2} id="import-section">
          {t('admin.import.section')}
        </Heading>
        <p className="muted">{t('admin.import.help')}</p>
        <div className="filter-actions">
          <FileTrigger
            acceptedFileTypes={['text/csv', '.csv']}
            onSelect={(files) => {
              setFile(files?.[0] ?? null);
              setCheck(null);
              setError(null);
            }}
          >
            <Button className="button button-quiet">{t('admin.import.choose')}</Button>
          </FileTrigger>
          <span aria-live="polite">
            {file ? t('admin.import.chosen', { name: file.name }) : t('admin.import.noFile')}
          </span>
        </div>
        <div className="filter-actions">
          <Button
            className="button"
            isDisabled={!file}
            isPending={pending === 'check'}
            onPress={() =>
              run('check', async (chosen) =>
                setCheck(await uploadFile<Check>('/admin-api/product-imports/check', chosen)),
              )
            }
          >
            {t('admin.import.check')}
          </Button>
          <Button
            className="button"
            isDisabled={!check || check.errorCount > 0 || current !== null}
            isPending={pending === 'start'}
            onPress={() =>
              run('start', async (chosen) => {
                const started = await uploadFile<{ id: number }>('/admin-api/product-imports', chosen);
                setFollowed(started.id);
                setCheck(null);
                setFile(null);
                setVersion((n) => n + 1);
              })
            }
          >
            {t('admin.import.start')}
          </Button>
        </div>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        {check && <CheckReport check={check} />}
        {current !== null && (
          <ImportProgress
            key={current}
            id={current}
            onFinished={() => {
              setVersion((n) => n + 1);
            }}
          />
        )}
      </section>

      <ExportSection />

      <section aria-labelledby="history-title" className="panel">
        <Heading level={2} id="history-title">
          {t('admin.import.history')}
        </Heading>
        <AnswerView answer={history}>
          {(data) => (
            <ImportHistory
              items={data.items}
              onShow={(id) => {
                setFollowed(id);
              }}
            />
          )}
        </AnswerView>
      </section>
    </section>
  );
}

function CheckReport({ check }: { check: Check }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="import-report">
      <p>
        {t('admin.import.rows', { count: check.rows })} {t('admin.import.products', { count: check.products })} ·{' '}
        {t('admin.import.errors', { count: check.errorCount })}
      </p>
      {check.errorCount === 0 ? (
        <p className="success">{t('admin.import.noErrors')}</p>
      ) : (
        <>
          <p>{t('admin.import.fixFirst')}</p>
          <ErrorTable errors={check.errors} total={check.errorCount} labelledBy="check-errors" />
        </>
      )}
    </div>
  );
}

function ErrorTable({ errors, total, labelledBy }: { errors: RowError[]; total: number; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Heading level={3} id={labelledBy}>
        {t('admin.import.errors.title')}
      </Heading>
      <div className="table-scroll">
        <Table aria-labelledby={labelledBy} className="table table-narrow">
          <TableHeader>
            <Column isRowHeader>{t('admin.import.column.row')}</Column>
            <Column>{t('admin.import.column.column')}</Column>
            <Column>{t('admin.import.column.problem')}</Column>
          </TableHeader>
          <TableBody items={errors.map((error, index) => ({ ...error, id: index }))}>
            {(error) => (
              <Row>
                <Cell>{error.row}</Cell>
                <Cell>
                  <code dir="ltr">{error.column}</code>
                </Cell>
                <Cell>{error.message}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {total > errors.length && (
        <p className="muted">{t('admin.import.moreErrors', { count: total - errors.length, shown: errors.length })}</p>
      )}
    </>
  );
}

/** Asks the server every second how far the import has got, until it has finished. */
function ImportProgress({ id, onFinished }: { id: number; onFinished(): void }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<ImportDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const next = await adminApi('get', '/admin-api/product-imports/{id}', { params: { id: String(id) } });
        if (stopped) return;
        setDetail(next);
        if (next.state === 'completed' || next.state === 'failed') return onFinished();
      } catch (caught) {
        if (!stopped) setError(caught);
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // `onFinished` is the page's; the poll is about this import only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  if (error)
    return (
      <p role="alert" className="form-error">
        {errorText(t, error)}
      </p>
    );
  if (!detail) return <p className="loading">{t('admin.loading')}</p>;
  const finished = detail.state === 'completed' || detail.state === 'failed';
  return (
    <div className="import-progress">
      <ProgressBar
        value={detail.rowsDone}
        minValue={0}
        maxValue={Math.max(1, detail.totalRows)}
        valueLabel={t('admin.import.progressValue', { done: detail.rowsDone, count: detail.totalRows })}
        className="progress"
      >
        {({ percentage, valueText }) => (
          <>
            <div className="progress-labels">
              <Label>{t('admin.import.progress', { file: detail.fileName })}</Label>
              <span className="progress-value">{valueText}</span>
            </div>
            <div className="progress-track">
              <div className="progress-fill" style={{ inlineSize: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <p aria-live="polite">
        {t('admin.import.errorsSoFar', { count: detail.errorCount })}
        {!finished && ` · ${t('admin.import.background')}`}
      </p>
      {finished && (
        <div role="status">
          <p className={detail.state === 'completed' ? 'success' : 'form-error'}>
            {t(detail.state === 'completed' ? 'admin.import.done' : 'admin.import.failed', { file: detail.fileName })}
          </p>
          {detail.summary && (
            <p>
              {t('admin.import.created', { count: detail.summary.productsCreated })} ·{' '}
              {t('admin.import.updated', { count: detail.summary.productsUpdated })} ·{' '}
              {t('admin.import.unchanged', { count: detail.summary.productsUnchanged })}
            </p>
          )}
        </div>
      )}
      {detail.errors.length > 0 && (
        <ErrorTable errors={detail.errors} total={detail.errorCount} labelledBy={`import-errors-${id}`} />
      )}
    </div>
  );
}

function ImportHistory({
  items,
  onShow,
}: {
  items: AdminAnswer<'/admin-api/product-imports', 'get'>['items'];
  onShow(id: number): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const when = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="table-scroll">
      <Table aria-labelledby="history-title" className="table">
        <TableHeader>
          <Column isRowHeader>{t('admin.import.column.file')}</Column>
          <Column>{t('admin.import.column.by')}</Column>
          <Column>{t('admin.import.column.when')}</Column>
          <Column>{t('admin.import.column.state')}</Column>
          <Column>{t('admin.import.column.rows')}</Column>
          <Column>{t('admin.import.column.errors')}</Column>
        </TableHeader>
        <TableBody items={items} renderEmptyState={() => t('admin.import.history.empty')}>
          {(item) => (
            <Row id={item.id}>
              <Cell>{item.fileName}</Cell>
              <Cell>{item.staffName ?? t('admin.import.by.commandLine')}</Cell>
              <Cell>{when.format(new Date(item.createdAt))}</Cell>
              <Cell>{t(`admin.import.state.${item.state}`)}</Cell>
              <Cell>
                {item.rowsDone}/{item.totalRows}
              </Cell>
              <Cell>
                {item.errorCount > 0 ? (
                  <Button
                    className="button button-quiet"
                    aria-label={t('admin.import.showErrors', { file: item.fileName })}
                    onPress={() => onShow(item.id)}
                  >
                    {item.errorCount}
                  </Button>
                ) : (
                  item.errorCount
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** The products list's filter, as the products page puts it in the address, for the export. */
function exportFilter(params: URLSearchParams): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const name of ['q', 'status', 'stock', 'brandId', 'categoryId']) {
    const value = params.get(name);
    if (value) filter[name] = value;
  }
  const min = parseKd(params.get('min') ?? '');
  const max = parseKd(params.get('max') ?? '');
  if (min !== null) filter.minPrice = String(min);
  if (max !== null) filter.maxPrice = String(max);
  return filter;
}

function ExportSection() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const filter = exportFilter(params);
  return (
    <section aria-labelledby="export-section" className="panel">
      <Heading level={2} id="export-section">
        {t('admin.export.section')}
      </Heading>
      <p className="muted">{t('admin.export.help')}</p>
      {Object.keys(filter).length > 0 && <p>{t('admin.export.filtered')}</p>}
      <Button
        className="button"
        isPending={pending}
        onPress={async () => {
          setPending(true);
          setError(null);
          try {
            await downloadFile('/admin-api/product-export', filter, 'products.csv');
          } catch (caught) {
            setError(refusalText(t, caught));
          } finally {
            setPending(false);
          }
        }}
      >
        {t('admin.export.download')}
      </Button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
