import { useState } from 'react';
import {
  Button,
  Cell,
  Column,
  Dialog,
  DialogTrigger,
  Form,
  Heading,
  ListBoxItem,
  Modal,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { adminApi, type StaffProfile } from '../api/admin-api.ts';
import { useSession } from '../session.tsx';
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { useAnswer } from './use-answer.ts';
import { AnswerView } from './answer-view.tsx';
import { SelectField } from './select-field.tsx';
import { TextInputField } from './text-input-field.tsx';

type StaffRole = StaffProfile['role'];
const ROLES: StaffRole[] = ['owner', 'catalogue-manager', 'order-manager', 'support'];

/**
 * The owner's staff list: add a member with a role and a first password, change a role, disable
 * or enable, set a forgotten password, turn off a lost second factor. The server refuses changing
 * one's own role and leaving the shop without an active owner; its message is shown.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const [version, setVersion] = useState(0);
  const staff = useAnswer(`staff:${version}`, () => adminApi('get', '/admin-api/staff'));

  const { message, run } = useActionMessage(() => setVersion((value) => value + 1));
  const change = (member: StaffProfile, body: { role?: StaffRole; disabled?: boolean }, done: string) =>
    run(async () => {
      await adminApi('patch', '/admin-api/staff/{id}', { params: { id: member.id }, body });
      return t(done, { name: member.name });
    });

  return (
    <section aria-labelledby="staff-title">
      <Heading level={1} id="staff-title">
        {t('admin.staff.title')}
      </Heading>
      <ActionMessage message={message} />
      <AddMemberForm
        onAdd={(body) =>
          run(async () => {
            const added = await adminApi('post', '/admin-api/staff', { body });
            return t('admin.staff.added', { name: added.name });
          })
        }
      />
      <AnswerView answer={staff}>
        {(data) => (
          <div className="table-scroll">
            <Table aria-labelledby="staff-title" className="table">
              <TableHeader>
                <Column isRowHeader>{t('admin.staff.column.member')}</Column>
                <Column>{t('admin.staff.column.role')}</Column>
                <Column>{t('admin.staff.column.totp')}</Column>
                <Column>{t('admin.staff.column.status')}</Column>
                <Column>{t('admin.staff.column.actions')}</Column>
              </TableHeader>
              <TableBody items={data}>
                {(member) => {
                  const isSelf = member.id === profile?.id;
                  return (
                    <Row id={member.id}>
                      <Cell>
                        {member.name}
                        <br />
                        <span className="muted" dir="ltr">
                          {member.email}
                        </span>
                      </Cell>
                      <Cell>
                        <RoleSelect
                          label={t('admin.staff.roleOf', { name: member.name })}
                          role={member.role}
                          isDisabled={isSelf}
                          onChange={(role) => void change(member, { role }, 'admin.staff.roleChanged')}
                        />
                      </Cell>
                      <Cell>
                        {member.totpEnabled ? t('admin.staff.totp.on') : t('admin.staff.totp.off')}
                        {member.totpEnabled && !isSelf && (
                          <Button
                            className="button button-quiet"
                            onPress={() =>
                              void run(async () => {
                                await adminApi('delete', '/admin-api/staff/{id}/totp', { params: { id: member.id } });
                                return t('admin.staff.totp.reset', { name: member.name });
                              })
                            }
                          >
                            {t('admin.staff.totp.turnOff')}
                          </Button>
                        )}
                      </Cell>
                      <Cell>{member.disabled ? t('admin.staff.status.disabled') : t('admin.staff.status.active')}</Cell>
                      <Cell>
                        {!isSelf && (
                          <div className="row-actions">
                            <Button
                              className="button button-quiet"
                              onPress={() =>
                                void change(
                                  member,
                                  { disabled: !member.disabled },
                                  member.disabled ? 'admin.staff.enabled' : 'admin.staff.disabled',
                                )
                              }
                            >
                              {member.disabled ? t('admin.staff.enable') : t('admin.staff.disable')}
                            </Button>
                            <SetPasswordDialog
                              member={member}
                              onSet={(password) =>
                                run(async () => {
                                  await adminApi('put', '/admin-api/staff/{id}/password', {
                                    params: { id: member.id },
                                    body: { password },
                                  });
                                  return t('admin.staff.passwordSet', { name: member.name });
                                })
                              }
                            />
                          </div>
                        )}
                      </Cell>
                    </Row>
                  );
                }}
              </TableBody>
            </Table>
          </div>
        )}
      </AnswerView>
    </section>
  );
}

/** A role picker: controlled when it changes a member at once, a form field (`role`) otherwise. */
function RoleSelect(props: {
  label: string;
  role: StaffRole;
  showLabel?: boolean;
  isDisabled?: boolean;
  onChange?(role: StaffRole): void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="role"
      aria-label={props.showLabel ? undefined : props.label}
      selectedKey={props.onChange ? props.role : undefined}
      defaultSelectedKey={props.onChange ? undefined : props.role}
      isDisabled={props.isDisabled}
      onSelectionChange={(key: Key | null) => key !== null && props.onChange?.(key as StaffRole)}
      label={props.showLabel ? props.label : undefined}
    >
      {ROLES.map((role) => (
        <ListBoxItem key={role} id={role} className="option">
          {t(`admin.role.${role}`)}
        </ListBoxItem>
      ))}
    </SelectField>
  );
}

function AddMemberForm({
  onAdd,
}: {
  onAdd(body: { email: string; name: string; role: StaffRole; password: string }): Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="add-staff-title">
      <Heading level={2} id="add-staff-title">
        {t('admin.staff.add.title')}
      </Heading>
      <Form
        className="form form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          void onAdd({
            email: String(data.get('email')),
            name: String(data.get('name')),
            role: String(data.get('role')) as StaffRole,
            password: String(data.get('password')),
          }).then(() => form.reset());
        }}
      >
        <TextInputField name="name" isRequired label={t('admin.staff.add.name')} autoComplete="off" />
        <TextInputField
          name="email"
          type="email"
          isRequired
          label={t('admin.login.email')}
          dir="ltr"
          autoComplete="off"
        />
        <RoleSelect label={t('admin.staff.column.role')} role="catalogue-manager" showLabel />
        <TextInputField
          name="password"
          type="password"
          isRequired
          minLength={8}
          label={t('admin.staff.add.password')}
          dir="ltr"
          autoComplete="new-password"
        />
        <Button type="submit" className="button">
          {t('admin.staff.add.submit')}
        </Button>
      </Form>
    </section>
  );
}

function SetPasswordDialog({ member, onSet }: { member: StaffProfile; onSet(password: string): Promise<void> }) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button className="button button-quiet">{t('admin.staff.setPassword')}</Button>
      <Modal className="modal" isDismissable>
        <Dialog className="dialog">
          {({ close }) => (
            <Form
              className="form"
              onSubmit={(event) => {
                event.preventDefault();
                void onSet(String(new FormData(event.currentTarget).get('password'))).then(close);
              }}
            >
              <Heading slot="title" level={2}>
                {t('admin.staff.setPasswordFor', { name: member.name })}
              </Heading>
              <p>{t('admin.staff.setPasswordHelp')}</p>
              <TextInputField
                name="password"
                type="password"
                isRequired
                minLength={8}
                autoFocus
                label={t('admin.staff.add.password')}
                dir="ltr"
                autoComplete="new-password"
              />
              <div className="row-actions">
                <Button type="submit" className="button">
                  {t('admin.staff.setPassword')}
                </Button>
                <Button className="button button-quiet" onPress={close}>
                  {t('admin.cancel')}
                </Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
