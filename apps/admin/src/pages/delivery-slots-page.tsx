import { useState } from 'react';
import { Button, Dialog, Form, Group, Heading, Input, Label, Modal, NumberField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminAnswer } from '../api/admin-api.ts';
import { useLanguage } from '../shell/language.tsx';
import { refusalText } from './error-text.ts';
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { useAnswer } from './use-answer.ts';
import { AnswerView } from './answer-view.tsx';
import { TextInputField } from './text-input-field.tsx';

type Calendar = AdminAnswer<'/admin-api/delivery-slots/calendar', 'get'>;
type CalendarDay = Calendar['days'][number];
type DeliveryWindow = AdminAnswer<'/admin-api/delivery-slots/windows', 'get'>[number];

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const DAY_MS = 86_400_000;
/** A Sunday, so `weekday` days after it is that weekday (Sunday 0). */
const A_SUNDAY = Date.UTC(2026, 0, 4);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** `09:00–12:00`, isolated left to right so an Arabic sentence around it keeps its order. */
const windowName = (window: { startTime: string; endTime: string }) =>
  `\u2066${window.startTime}–${window.endTime}\u2069`;

/**
 * Delivery slots: a week's calendar of days × windows with booked and capacity (each day's exceptions
 * edited from it), and the weekly template (windows, capacity per weekday, cut-off).
 */
export function DeliverySlotsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const locale = language === 'ar' ? 'ar-KW' : 'en-GB';
  const [from, setFrom] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<CalendarDay | null>(null);
  const refresh = () => setVersion((n) => n + 1);
  const page = useActionMessage(refresh, refusalText);
  const calendar = useAnswer(`${from}|${version}`, () =>
    adminApi('get', '/admin-api/delivery-slots/calendar', { query: from ? { from } : {} }),
  );
  const windows = useAnswer(String(version), () => adminApi('get', '/admin-api/delivery-slots/windows'));
  const weekdayName = (weekday: number) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(A_SUNDAY + weekday * DAY_MS);
  const dayName = (date: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      Date.parse(`${date}T00:00:00Z`),
    );

  return (
    <section aria-labelledby="slots-title">
      <Heading level={1} id="slots-title">
        {t('admin.slots.title')}
      </Heading>
      <AnswerView answer={calendar}>
        {(week) => (
          <div className="card">
            <div className="card-head">
              <Heading level={2} id="calendar-title">
                {t('admin.slots.calendar.title', {
                  from: dayName(week.from),
                  to: dayName(addDays(week.from, week.days.length - 1)),
                })}
              </Heading>
              <div className="filter-actions">
                <Button className="button button-quiet" onPress={() => setFrom(addDays(week.from, -7))}>
                  {t('admin.slots.calendar.previous')}
                </Button>
                <Button className="button button-quiet" onPress={() => setFrom(null)}>
                  {t('admin.slots.calendar.today')}
                </Button>
                <Button className="button button-quiet" onPress={() => setFrom(addDays(week.from, 7))}>
                  {t('admin.slots.calendar.next')}
                </Button>
              </div>
            </div>
            <div className="table-scroll">
              <table className="table slot-calendar" aria-labelledby="calendar-title">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.slots.calendar.day')}</th>
                    {week.windows.map((window) => (
                      <th scope="col" key={window.optionId} aria-label={windowName(window)}>
                        <span className="slot-time">{window.startTime}</span>
                        <span className="slot-time">{window.endTime}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {week.days.map((day) => (
                    <tr key={day.date} className={day.date === week.today ? 'slot-today' : undefined}>
                      <th scope="row">
                        {day.date >= week.today ? (
                          <Button
                            className="button button-quiet slot-day"
                            aria-label={t('admin.slots.editDay', { day: dayName(day.date) })}
                            onPress={() => setEditing(day)}
                          >
                            {dayName(day.date)}
                          </Button>
                        ) : (
                          dayName(day.date)
                        )}
                        {day.closed && (
                          <span className="badge badge-cancelled">{day.closed.note || t('admin.slots.closed')}</span>
                        )}
                      </th>
                      {week.windows.map((window) => {
                        const slot = day.slots.find((cell) => cell.optionId === window.optionId);
                        if (!slot || slot.capacity === 0)
                          return (
                            <td key={window.optionId} className="slot-off">
                              {slot && slot.booked > 0
                                ? t('admin.slots.cell', { booked: slot.booked, capacity: 0 })
                                : t('admin.slots.cell.off')}
                            </td>
                          );
                        return (
                          <td
                            key={window.optionId}
                            className={slot.booked >= slot.capacity ? 'slot-full' : undefined}
                            aria-label={t('admin.slots.cell.label', {
                              window: windowName(window),
                              count: slot.booked,
                              capacity: slot.capacity,
                            })}
                          >
                            {t('admin.slots.cell', { booked: slot.booked, capacity: slot.capacity })}
                            {slot.isOverride && <span className="badge">{t('admin.slots.override')}</span>}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </AnswerView>
      <ActionMessage message={page.message} />
      <Heading level={2}>{t('admin.slots.template.title')}</Heading>
      <p className="muted">{t('admin.slots.template.help')}</p>
      <AnswerView answer={windows}>
        {(list) => (
          <>
            {list.map((window) => (
              <WindowForm
                key={`${window.optionId}-${version}`}
                window={window}
                weekdayName={weekdayName}
                run={page.run}
              />
            ))}
            <NewWindowForm run={page.run} />
          </>
        )}
      </AnswerView>
      <Modal
        isDismissable
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        className="modal"
      >
        {editing && calendar.data && (
          <DayDialog day={editing} title={dayName(editing.date)} windows={calendar.data.windows} onChanged={refresh} />
        )}
      </Modal>
    </section>
  );
}

type Run = (work: () => Promise<string>) => Promise<void>;

/** One window of the weekly template: its capacity on each weekday and its cut-off. */
function WindowForm({
  window,
  weekdayName,
  run,
}: {
  window: DeliveryWindow;
  weekdayName: (weekday: number) => string;
  run: Run;
}) {
  const { t } = useTranslation();
  const name = windowName(window);
  const titleId = `window-${window.optionId}`;
  return (
    <Form
      className="card filters slot-template"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const body = {
          weekdayCapacities: WEEKDAYS.map((weekday) => Number(data.get(`day-${weekday}`) || 0)),
          cutoffMinutes: Number(data.get('cutoff') || 0),
        };
        void run(async () => {
          await adminApi('put', '/admin-api/delivery-slots/windows/{id}', {
            params: { id: String(window.optionId) },
            body,
          });
          return t('admin.slots.window.saved', { window: name });
        });
      }}
    >
      <Heading level={3} id={titleId} className="form-title">
        <bdi dir="ltr">{name}</bdi>
      </Heading>
      {WEEKDAYS.map((weekday) => (
        <CountField
          key={weekday}
          name={`day-${weekday}`}
          label={weekdayName(weekday)}
          value={window.weekdayCapacities[weekday]!}
        />
      ))}
      <CountField name="cutoff" label={t('admin.slots.window.cutoff')} value={window.cutoffMinutes} />
      <div className="filter-actions">
        <Button type="submit" className="button" aria-label={t('admin.slots.window.saveNamed', { window: name })}>
          {t('admin.save')}
        </Button>
        <Button
          className="button button-quiet button-danger"
          aria-label={t('admin.slots.window.withdrawNamed', { window: name })}
          onPress={() =>
            void run(async () => {
              await adminApi('delete', '/admin-api/delivery-slots/windows/{id}', {
                params: { id: String(window.optionId) },
              });
              return t('admin.slots.window.withdrawn', { window: name });
            })
          }
        >
          {t('admin.slots.window.withdraw')}
        </Button>
      </div>
    </Form>
  );
}

function CountField({ name, label, value }: { name: string; label: string; value?: number }) {
  return (
    <NumberField name={name} defaultValue={value} minValue={0} isRequired className="field">
      <Label>{label}</Label>
      <Group className="number-group">
        <Input />
      </Group>
    </NumberField>
  );
}

/** Offers a new window: its times, the capacity every weekday starts with, and its cut-off. */
function NewWindowForm({ run }: { run: Run }) {
  const { t } = useTranslation();
  return (
    <Form
      className="card filters"
      aria-labelledby="new-window-title"
      onSubmit={async (event) => {
        event.preventDefault();
        const element = event.currentTarget;
        const data = new FormData(element);
        const capacity = Number(data.get('capacity') || 0);
        const body = {
          startTime: String(data.get('startTime')),
          endTime: String(data.get('endTime')),
          weekdayCapacities: WEEKDAYS.map(() => capacity),
          cutoffMinutes: Number(data.get('cutoff') || 0),
        };
        await run(async () => {
          await adminApi('post', '/admin-api/delivery-slots/windows', { body });
          element.reset();
          return t('admin.slots.window.added', { window: windowName(body) });
        });
      }}
    >
      <Heading level={3} id="new-window-title" className="form-title">
        {t('admin.slots.window.new')}
      </Heading>
      <TextInputField name="startTime" type="time" isRequired label={t('admin.slots.window.start')} dir="ltr" />
      <TextInputField name="endTime" type="time" isRequired label={t('admin.slots.window.end')} dir="ltr" />
      <CountField name="capacity" label={t('admin.slots.window.capacity')} />
      <CountField name="cutoff" label={t('admin.slots.window.cutoff')} value={0} />
      <div className="filter-actions">
        <Button type="submit" className="button">
          {t('admin.slots.window.add')}
        </Button>
      </div>
    </Form>
  );
}

/** A day's exceptions: close it (a holiday) or open it again, and a window's own capacity that day. */
function DayDialog({
  day,
  title,
  windows,
  onChanged,
}: {
  day: CalendarDay;
  title: string;
  windows: Calendar['windows'];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(day);
  const change = useActionMessage(onChanged, refusalText);
  const params = { date: day.date };
  const apply = (work: () => Promise<CalendarDay>, success: string) =>
    change.run(async () => {
      setCurrent(await work());
      return success;
    });
  return (
    <Dialog className="dialog" aria-labelledby="day-title">
      <Heading slot="title" level={2} id="day-title">
        {t('admin.slots.day.title', { day: title })}
      </Heading>
      {current.closed ? (
        <div className="filter-actions">
          <p>{t('admin.slots.day.isClosed', { note: current.closed.note || t('admin.slots.closed') })}</p>
          <Button
            className="button"
            onPress={() =>
              void apply(
                () => adminApi('delete', '/admin-api/delivery-slots/days/{date}/closed', { params }),
                t('admin.slots.day.reopened'),
              )
            }
          >
            {t('admin.slots.day.reopen')}
          </Button>
        </div>
      ) : (
        <Form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
            void apply(
              () => adminApi('put', '/admin-api/delivery-slots/days/{date}/closed', { params, body: { note } }),
              t('admin.slots.day.closedNow'),
            );
          }}
        >
          <TextInputField name="note" maxLength={200} label={t('admin.slots.day.note')} />
          <div className="filter-actions">
            <Button type="submit" className="button button-danger-solid">
              {t('admin.slots.day.close')}
            </Button>
          </div>
        </Form>
      )}
      {!current.closed &&
        windows.map((window) => {
          const slot = current.slots.find((cell) => cell.optionId === window.optionId);
          const name = windowName(window);
          const windowParams = { date: day.date, optionId: String(window.optionId) };
          return (
            <Form
              key={`${window.optionId}-${slot?.capacity}`}
              className="filters"
              onSubmit={(event) => {
                event.preventDefault();
                const capacity = Number(new FormData(event.currentTarget).get('capacity') || 0);
                void apply(
                  () =>
                    adminApi('put', '/admin-api/delivery-slots/days/{date}/windows/{optionId}', {
                      params: windowParams,
                      body: { capacity },
                    }),
                  t('admin.slots.window.saved', { window: name }),
                );
              }}
            >
              <CountField
                name="capacity"
                label={t('admin.slots.day.capacity', { window: name, count: slot?.booked ?? 0 })}
                value={slot?.capacity ?? 0}
              />
              <div className="filter-actions">
                <Button
                  type="submit"
                  className="button"
                  aria-label={t('admin.slots.window.saveNamed', { window: name })}
                >
                  {t('admin.save')}
                </Button>
                {slot?.isOverride && (
                  <Button
                    className="button button-quiet"
                    onPress={() =>
                      void apply(
                        () =>
                          adminApi('delete', '/admin-api/delivery-slots/days/{date}/windows/{optionId}', {
                            params: windowParams,
                          }),
                        t('admin.slots.window.saved', { window: name }),
                      )
                    }
                  >
                    {t('admin.slots.day.useTemplate')}
                  </Button>
                )}
              </div>
            </Form>
          );
        })}
      <ActionMessage message={change.message} />
      <div className="filter-actions">
        <Button slot="close" className="button button-quiet">
          {t('admin.slots.done')}
        </Button>
      </div>
    </Dialog>
  );
}
