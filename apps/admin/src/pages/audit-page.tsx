import {
  Button,
  Cell,
  Column,
  Form,
  Heading,
  ListBoxItem,
  Row,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminApi } from '../api/admin-api.ts';
import { useSession } from '../session.tsx';
import { useLanguage } from '../shell/language.tsx';
import { filtersOf } from './filter-form.ts';
import { useAnswer } from './use-answer.ts';
import { AnswerView } from './answer-view.tsx';
import { Pager } from './pager.tsx';
import { SelectField } from './select-field.tsx';
import { TextInputField } from './text-input-field.tsx';

const PAGE_SIZE = 25;
/** Filters live in the address, so a filtered list can be reloaded, shared and gone back to. */
const FILTERS = ['actor', 'entityType', 'entityId', 'from', 'to'] as const;
/** The actor choice that filters nobody out. */
const ANYONE = 'anyone';

/** A date field's day as the start of that day in the staff member's time zone (ISO, for the API). */
const dayStart = (day: string | null, plusDays = 0) => {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
};

export function AuditPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { profile } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const canListStaff = profile?.permissions.includes('staff') ?? false;

  const entries = useAnswer(params.toString(), () =>
    adminApi('get', '/admin-api/audit-entries', {
      query: {
        actor: params.get('actor') ?? undefined,
        entityType: params.get('entityType') ?? undefined,
        entityId: params.get('entityId') ?? undefined,
        from: dayStart(params.get('from')),
        // "Until" includes the whole day chosen.
        to: dayStart(params.get('to'), 1),
        page,
        pageSize: PAGE_SIZE,
      },
    }),
  );
  const staff = useAnswer(`staff:${canListStaff}`, () =>
    canListStaff ? adminApi('get', '/admin-api/staff') : Promise.resolve([]),
  );
  const dateTime = new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const pages = entries.data ? Math.max(1, Math.ceil(entries.data.total / PAGE_SIZE)) : 1;
  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };

  return (
    <section aria-labelledby="audit-title">
      <Heading level={1} id="audit-title">
        {t('admin.audit.title')}
      </Heading>
      <Form
        className="filters"
        aria-label={t('admin.audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(filtersOf(event.currentTarget, FILTERS, ANYONE));
        }}
      >
        {canListStaff && (
          <SelectField name="actor" defaultSelectedKey={params.get('actor') ?? ANYONE} label={t('admin.audit.actor')}>
            <ListBoxItem id={ANYONE} className="option">
              {t('admin.audit.actor.any')}
            </ListBoxItem>
            {(staff.data ?? []).map((member) => (
              <ListBoxItem key={member.id} id={member.id} className="option" textValue={member.name}>
                {member.name} <span className="muted">{member.email}</span>
              </ListBoxItem>
            ))}
          </SelectField>
        )}
        <TextInputField
          name="entityType"
          defaultValue={params.get('entityType') ?? ''}
          label={t('admin.audit.entityType')}
          dir="ltr"
        />
        <TextInputField
          name="entityId"
          defaultValue={params.get('entityId') ?? ''}
          label={t('admin.audit.entityId')}
          dir="ltr"
        />
        <TextInputField name="from" type="date" defaultValue={params.get('from') ?? ''} label={t('admin.audit.from')} />
        <TextInputField name="to" type="date" defaultValue={params.get('to') ?? ''} label={t('admin.audit.to')} />
        <div className="filter-actions">
          <Button type="submit" className="button">
            {t('admin.audit.apply')}
          </Button>
          <Button className="button button-quiet" onPress={() => setParams(new URLSearchParams())}>
            {t('admin.audit.clear')}
          </Button>
        </div>
      </Form>

      <AnswerView answer={entries}>
        {(data) => (
          <>
            <p className="count" aria-live="polite">
              {t('admin.audit.count', { count: data.total })}
            </p>
            <div className="table-scroll">
              <Table aria-labelledby="audit-title" className="table">
                <TableHeader>
                  <Column isRowHeader>{t('admin.audit.column.at')}</Column>
                  <Column>{t('admin.audit.column.actor')}</Column>
                  <Column>{t('admin.audit.column.action')}</Column>
                  <Column>{t('admin.audit.column.entity')}</Column>
                  <Column>{t('admin.audit.column.change')}</Column>
                </TableHeader>
                <TableBody items={data.items} renderEmptyState={() => t('admin.audit.empty')}>
                  {(entry) => (
                    <Row id={entry.id}>
                      <Cell>
                        <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                      </Cell>
                      <Cell>
                        {entry.actor.name}
                        <br />
                        <span className="muted" dir="ltr">
                          {entry.actor.email}
                        </span>
                      </Cell>
                      <Cell>
                        <code dir="ltr">{entry.action}</code>
                      </Cell>
                      <Cell>
                        <code dir="ltr">
                          {entry.entityType} {entry.entityId}
                        </code>
                      </Cell>
                      <Cell>
                        <Change label={t('admin.audit.before')} value={entry.before} />
                        <Change label={t('admin.audit.after')} value={entry.after} />
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
            <Pager page={page} pages={pages} onPage={(next) => goTo(next)} />
          </>
        )}
      </AnswerView>
    </section>
  );
}

function Change({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="change">
      <span className="muted">{label}</span>
      <pre dir="ltr">{JSON.stringify(value, null, 1)}</pre>
    </div>
  );
}
