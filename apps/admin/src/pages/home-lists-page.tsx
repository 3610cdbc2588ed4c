import { useState } from 'react';
import {
  Button,
  Checkbox,
  ComboBox,
  Form,
  Heading,
  Input,
  Label,
  Link,
  ListBox,
  Modal,
  Dialog,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { adminApi, type AdminAnswer } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useLanguage } from '../shell/language.tsx';
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { AnswerView } from './answer-view.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { PictureField } from './picture-field.tsx';
import { SelectField } from './select-field.tsx';
import { useAnswer } from './use-answer.ts';
import { TextInputField } from './text-input-field.tsx';

type Overview = AdminAnswer<'/admin-api/data-lists', 'get'>;
type ListDetail = AdminAnswer<'/admin-api/data-lists/{id}', 'get'>;
type Item = ListDetail['items'][number];

type ListKind = Overview['lists'][number]['kind'];
const LIST_KINDS: ListKind[] = ['images', 'categories', 'products'];
const kindLabel = (kind: ListKind) => `admin.lists.kind.${kind}` as MessageKey;

/** `ids` with the entry at `index` moved one place up (-1) or down (+1). */
function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next;
}

/** Up / down buttons: keyboard reordering of a list's entries, one place at a time. */
function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove(step: -1 | 1): void;
}) {
  const { t } = useTranslation();
  return (
    <span className="tree-actions">
      <Button
        className="button button-quiet"
        isDisabled={index === 0}
        aria-label={t('admin.lists.moveUp', { name })}
        onPress={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        className="button button-quiet"
        isDisabled={index === count - 1}
        aria-label={t('admin.lists.moveDown', { name })}
        onPress={() => onMove(1)}
      >
        ↓
      </Button>
    </span>
  );
}

/** The home page's lists (banners, featured categories, product rails) top to bottom: order, open. */
export function HomeListsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [version, setVersion] = useState(0);
  const { message, run } = useActionMessage(() => setVersion((n) => n + 1));
  const overview = useAnswer(String(version), () => adminApi('get', '/admin-api/data-lists'));
  return (
    <section aria-labelledby="lists-title">
      <Heading level={1} id="lists-title">
        {t('admin.lists.title')}
      </Heading>
      <p className="muted">{t('admin.lists.help')}</p>
      <ActionMessage message={message} />
      <AnswerView answer={overview}>
        {({ groups, lists }) =>
          groups.map((group) => {
            const inGroup = lists.filter((list) => list.groupId === group.id);
            return (
              <ol key={group.id} className="card-list" aria-label={language === 'ar' ? group.nameAr : group.nameEn}>
                {inGroup.map((list, index) => {
                  const title = language === 'ar' ? list.titleAr : list.titleEn;
                  return (
                    <li key={list.id} className="card list-row">
                      <span>
                        <Link href={`/home-lists/${list.id}`} aria-label={t('admin.lists.open', { name: title })}>
                          {title}
                        </Link>
                        <span className="muted">
                          {' · '}
                          {t(kindLabel(list.kind))} · {t('admin.lists.items', { count: list.itemCount })} ·{' '}
                          {list.isActive ? t('admin.lists.active') : t('admin.lists.inactive')}
                        </span>
                      </span>
                      <MoveButtons
                        name={title}
                        index={index}
                        count={inGroup.length}
                        onMove={(step) =>
                          void run(async () => {
                            const listIds = moved(
                              inGroup.map((entry) => entry.id),
                              index,
                              step,
                            );
                            await adminApi('put', '/admin-api/data-list-groups/{id}/order', {
                              params: { id: String(group.id) },
                              body: { listIds },
                            });
                            return t('admin.lists.reordered');
                          })
                        }
                      />
                    </li>
                  );
                })}
              </ol>
            );
          })
        }
      </AnswerView>
      <AnswerView answer={overview}>
        {({ groups }) =>
          groups[0] && (
            <Form
              className="form card"
              aria-labelledby="new-list-title"
              onSubmit={(event) => {
                event.preventDefault();
                const element = event.currentTarget;
                const data = new FormData(element);
                const text = (name: string) => String(data.get(name) ?? '').trim();
                const body = {
                  groupId: groups[0]!.id,
                  kind: text('kind') as ListKind,
                  slug: text('slug'),
                  titleEn: text('titleEn'),
                  titleAr: text('titleAr'),
                };
                void run(async () => {
                  await adminApi('post', '/admin-api/data-lists', { body });
                  element.reset();
                  return t('admin.lists.created');
                });
              }}
            >
              <Heading level={2} id="new-list-title" className="form-title">
                {t('admin.lists.new')}
              </Heading>
              <SelectField name="kind" label={t('admin.lists.kind')} isRequired defaultSelectedKey="products">
                {LIST_KINDS.map((kind) => (
                  <ListBoxItem key={kind} id={kind} className="option">
                    {t(kindLabel(kind))}
                  </ListBoxItem>
                ))}
              </SelectField>
              <TextInputField name="titleEn" isRequired label={t('admin.lists.titleEn')} dir="ltr" />
              <TextInputField name="titleAr" isRequired label={t('admin.lists.titleAr')} dir="rtl" />
              <TextInputField name="slug" isRequired label={t('admin.slug')} dir="ltr" />
              <div className="filter-actions">
                <Button type="submit" className="button">
                  {t('admin.lists.new')}
                </Button>
              </div>
            </Form>
          )
        }
      </AnswerView>
    </section>
  );
}

/** One list: its headings and whether it shows, its items in order, and a form to add one. */
export function HomeListPage() {
  const id = useParams().id ?? '';
  const [version, setVersion] = useState(0);
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message, run } = useActionMessage(() => setVersion((n) => n + 1));
  const [editing, setEditing] = useState<Item | null>(null);
  const detail = useAnswer(`${id}:${version}:${language}`, () =>
    adminApi('get', '/admin-api/data-lists/{id}', { params: { id } }),
  );
  return (
    <section aria-labelledby="list-title">
      <p>
        <Link href="/home-lists">{t('admin.lists.back')}</Link>
      </p>
      <ActionMessage message={message} />
      <AnswerView answer={detail}>
        {(list) => {
          const itemName = (item: Item, index: number) =>
            list.kind === 'images'
              ? ((language === 'ar' ? item.titleAr : item.titleEn) ?? t('admin.lists.banner', { position: index + 1 }))
              : (item.label ?? t('admin.lists.notShown', { id: item.productId ?? item.categoryId }));
          const saveOrder = (ids: number[]) =>
            run(async () => {
              await adminApi('put', '/admin-api/data-lists/{id}/order', { params: { id }, body: { itemIds: ids } });
              return t('admin.lists.reordered');
            });
          return (
            <>
              <Heading level={1} id="list-title">
                {language === 'ar' ? list.titleAr : list.titleEn}
              </Heading>
              <p className="muted">{t(kindLabel(list.kind))}</p>
              <Form
                key={`${list.titleEn}${list.titleAr}${list.isActive}`}
                className="form card"
                onSubmit={(event) => {
                  event.preventDefault();
                  const data = new FormData(event.currentTarget);
                  const body = {
                    titleEn: String(data.get('titleEn') ?? ''),
                    titleAr: String(data.get('titleAr') ?? ''),
                    isActive: data.get('isActive') === 'on',
                  };
                  void run(async () => {
                    await adminApi('patch', '/admin-api/data-lists/{id}', { params: { id }, body });
                    return t('admin.lists.saved');
                  });
                }}
              >
                <TextInputField
                  name="titleEn"
                  isRequired
                  defaultValue={list.titleEn}
                  label={t('admin.lists.titleEn')}
                  dir="ltr"
                />
                <TextInputField
                  name="titleAr"
                  isRequired
                  defaultValue={list.titleAr}
                  label={t('admin.lists.titleAr')}
                  dir="rtl"
                />
                <Checkbox name="isActive" defaultSelected={list.isActive} className="checkbox">
                  <span className="checkbox-box" aria-hidden="true" />
                  {t('admin.lists.active')}
                </Checkbox>
                <div className="filter-actions">
                  <Button type="submit" className="button">
                    {t('admin.save')}
                  </Button>
                </div>
              </Form>
              <Heading level={2}>{t('admin.lists.itemsTitle')}</Heading>
              <p className="muted">{t('admin.lists.items', { count: list.items.length })}</p>
              {list.items.length === 0 && <p>{t('admin.lists.empty')}</p>}
              <ol className="card-list" aria-label={t('admin.lists.itemsTitle')}>
                {list.items.map((item, index) => {
                  const name = itemName(item, index);
                  return (
                    <li key={item.id} className={item.isActive ? 'card list-row' : 'card list-row muted'}>
                      <span className="list-item">
                        {item.imagePath && <img src={item.imagePath} alt="" className="picture-thumb" />}
                        <span>
                          {name}
                          {item.link && (
                            <code dir="ltr" className="muted">
                              {' '}
                              {item.link}
                            </code>
                          )}
                          {!item.isActive && <span className="muted"> · {t('admin.lists.inactive')}</span>}
                        </span>
                      </span>
                      <span className="tree-actions">
                        <MoveButtons
                          name={name}
                          index={index}
                          count={list.items.length}
                          onMove={(step) =>
                            void saveOrder(
                              moved(
                                list.items.map((entry) => entry.id),
                                index,
                                step,
                              ),
                            )
                          }
                        />
                        <Button
                          className="button button-quiet"
                          onPress={() =>
                            void run(async () => {
                              await adminApi('patch', '/admin-api/data-list-items/{id}', {
                                params: { id: String(item.id) },
                                body: { isActive: !item.isActive },
                              });
                              return t('admin.lists.itemSaved');
                            })
                          }
                        >
                          {item.isActive ? t('admin.lists.hide', { name }) : t('admin.lists.show', { name })}
                        </Button>
                        {list.kind === 'images' && (
                          <Button
                            className="button button-quiet"
                            aria-label={t('admin.lists.editBanner', { name })}
                            onPress={() => setEditing(item)}
                          >
                            {t('admin.edit')}
                          </Button>
                        )}
                        <Button
                          className="button button-quiet button-danger"
                          aria-label={t('admin.lists.remove', { name })}
                          onPress={() =>
                            void run(async () => {
                              await adminApi('delete', '/admin-api/data-list-items/{id}', {
                                params: { id: String(item.id) },
                              });
                              return t('admin.lists.itemRemoved');
                            })
                          }
                        >
                          {t('admin.delete')}
                        </Button>
                      </span>
                    </li>
                  );
                })}
              </ol>
              <AddItemForm
                key={list.items.length}
                kind={list.kind}
                onAdd={(body) =>
                  run(async () => {
                    await adminApi('post', '/admin-api/data-lists/{id}/items', { params: { id }, body });
                    return t('admin.lists.itemAdded');
                  })
                }
              />
            </>
          );
        }}
      </AnswerView>
      <Modal
        isDismissable
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        className="modal"
      >
        {editing && (
          <Dialog className="dialog" aria-labelledby="edit-banner-title">
            <Form
              className="form"
              onSubmit={(event) => {
                event.preventDefault();
                const body = bannerFieldsOf(event.currentTarget);
                setEditing(null);
                void run(async () => {
                  await adminApi('patch', '/admin-api/data-list-items/{id}', {
                    params: { id: String(editing.id) },
                    body,
                  });
                  return t('admin.lists.itemSaved');
                });
              }}
            >
              <Heading slot="title" level={2} id="edit-banner-title">
                {t('admin.edit')}
              </Heading>
              <BannerFields item={editing} />
              <DialogActions submit={t('admin.save')} />
            </Form>
          </Dialog>
        )}
      </Modal>
    </section>
  );
}

/** A banner form's picture, link and texts as the item routes take them ('' is none). */
function bannerFieldsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim() || null;
  return { imagePath: text('imagePath') ?? '', link: text('link'), titleEn: text('titleEn'), titleAr: text('titleAr') };
}

function BannerFields({ item }: { item?: Item }) {
  const { t } = useTranslation();
  return (
    <>
      <PictureField name="imagePath" label={t('admin.lists.picture')} initialPath={item?.imagePath ?? null} />
      <TextInputField name="link" defaultValue={item?.link ?? ''} label={t('admin.lists.link')} dir="ltr" />
      <TextInputField
        name="titleEn"
        defaultValue={item?.titleEn ?? ''}
        label={t('admin.lists.bannerTitleEn')}
        dir="ltr"
      />
      <TextInputField
        name="titleAr"
        defaultValue={item?.titleAr ?? ''}
        label={t('admin.lists.bannerTitleAr')}
        dir="rtl"
      />
    </>
  );
}

type ItemFields = NonNullable<Parameters<typeof adminApi<'post', '/admin-api/data-lists/{id}/items'>>[2]>['body'];

/** Adds an item of the list's kind: a banner picture with its link and texts, or a product or category by name. */
function AddItemForm({
  kind,
  onAdd,
}: {
  kind: ListDetail['kind'];
  onAdd(body: NonNullable<ItemFields>): Promise<void>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Form
      className="form card"
      aria-label={t('admin.lists.addItem')}
      onSubmit={(event) => {
        event.preventDefault();
        if (kind === 'images') void onAdd(bannerFieldsOf(event.currentTarget));
        else if (chosen !== null) void onAdd(kind === 'products' ? { productId: chosen } : { categoryId: chosen });
      }}
    >
      {kind === 'images' ? <BannerFields /> : <CatalogueSearch kind={kind} onChoose={setChosen} />}
      <div className="filter-actions">
        <Button type="submit" className="button">
          {t('admin.lists.addItem')}
        </Button>
      </div>
    </Form>
  );
}

/** Finds a product (the back office's product search) or a category (by name in either language) and chooses it. */
function CatalogueSearch({ kind, onChoose }: { kind: 'products' | 'categories'; onChoose(id: number | null): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [query, setQuery] = useState('');
  const options = useAnswer(`${kind}:${query}`, async () => {
    if (kind === 'products') {
      if (query.trim().length < 2) return [];
      const found = await adminApi('get', '/admin-api/products', {
        query: { q: query, status: 'published', pageSize: 10 },
      });
      return found.items.map((product) => ({
        id: product.id,
        name: language === 'ar' ? product.nameAr : product.nameEn,
      }));
    }
    const needle = query.trim().toLocaleLowerCase();
    return (await adminApi('get', '/admin-api/categories'))
      .filter(
        (category) =>
          category.isPublished &&
          (category.nameEn.toLocaleLowerCase().includes(needle) || category.nameAr.includes(needle)),
      )
      .slice(0, 10)
      .map((category) => ({ id: category.id, name: language === 'ar' ? category.nameAr : category.nameEn }));
  });
  return (
    <ComboBox
      className="field"
      items={options.data ?? []}
      inputValue={query}
      onInputChange={setQuery}
      onSelectionChange={(key) => onChoose(key === null ? null : Number(key))}
      menuTrigger="input"
      allowsEmptyCollection
      isRequired
    >
      <Label>{kind === 'products' ? t('admin.lists.searchProduct') : t('admin.lists.searchCategory')}</Label>
      <Input />
      <Text slot="description">{t('admin.lists.searchHelp')}</Text>
      <Popover className="popover">
        <ListBox className="listbox">
          {(option: { id: number; name: string }) => (
            <ListBoxItem id={option.id} textValue={option.name} className="option">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
