import { useMemo, useState } from 'react';
import { Button, Checkbox, Dialog, Form, Heading, ListBoxItem, Modal } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminAnswer } from '../api/admin-api.ts';
import { useLanguage } from '../shell/language.tsx';
import { errorText } from './error-text.ts';
import { PictureField } from './picture-field.tsx';
import { useAnswer } from './use-answer.ts';
import { AnswerView } from './answer-view.tsx';
import { SelectField } from './select-field.tsx';
import { TextInputField } from './text-input-field.tsx';

type AdminCategory = AdminAnswer<'/admin-api/categories', 'get'>[number];
/** The parent choice meaning "a top-level category". */
const TOP = 'top';

/** Children by parent (null: the roots), each list in the server's order. */
function treeOf(categories: AdminCategory[]) {
  const childrenOf = new Map<number | null, AdminCategory[]>();
  for (const category of categories) {
    const siblings = childrenOf.get(category.parentId) ?? [];
    siblings.push(category);
    childrenOf.set(category.parentId, siblings);
  }
  const below = (id: number): Set<number> => {
    const ids = new Set([id]);
    for (const child of childrenOf.get(id) ?? []) for (const inner of below(child.id)) ids.add(inner);
    return ids;
  };
  /** Every category as a parent choice, depth-first, with its depth for indenting. */
  const flat: { category: AdminCategory; depth: number }[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const category of childrenOf.get(parentId) ?? []) {
      flat.push({ category, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return { children: (id: number | null) => childrenOf.get(id) ?? [], below, flat };
}
type Tree = ReturnType<typeof treeOf>;

/** The category tree: create, rename, publish, picture-free edits, move under a parent, reorder siblings. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const categories = useAnswer(String(version), () => adminApi('get', '/admin-api/categories'));
  const tree = useMemo(() => treeOf(categories.data ?? []), [categories.data]);
  const reload = () => setVersion((n) => n + 1);

  /** Runs a write; answers whether it succeeded, saying so on the page or in the open dialog. */
  async function run(work: () => Promise<unknown>, success: string, inDialog = false) {
    setMessage(null);
    setDialogError(null);
    try {
      await work();
      setMessage({ text: success, error: false });
      return true;
    } catch (error) {
      if (inDialog) setDialogError(errorText(t, error));
      else setMessage({ text: errorText(t, error), error: true });
      return false;
    } finally {
      // A move may have happened before a later step failed: show the tree as it is.
      reload();
    }
  }
  const closeEditing = () => {
    setEditing(null);
    setDialogError(null);
  };
  const move = (category: AdminCategory, parentId: number | null, position?: number) =>
    run(
      () =>
        adminApi('post', '/admin-api/categories/{id}/move', {
          params: { id: String(category.id) },
          body: { parentId, position },
        }),
      t('admin.categories.moved'),
    );

  return (
    <section aria-labelledby="categories-title">
      <Heading level={1} id="categories-title">
        {t('admin.categories.title')}
      </Heading>
      <CreateCategoryForm
        tree={tree}
        onCreate={(body) =>
          run(() => adminApi('post', '/admin-api/categories', { body }), t('admin.categories.created'))
        }
      />
      <p className="status" role="status">
        {message && <span className={message.error ? 'form-error' : 'form-success'}>{message.text}</span>}
      </p>
      <AnswerView answer={categories}>
        {() => (
          <CategoryList
            parentId={null}
            tree={tree}
            onMove={move}
            onEdit={setEditing}
            onPublish={(category, isPublished) =>
              run(
                () =>
                  adminApi('patch', '/admin-api/categories/{id}', {
                    params: { id: String(category.id) },
                    body: { isPublished },
                  }),
                isPublished ? t('admin.categories.published') : t('admin.categories.unpublished'),
              )
            }
          />
        )}
      </AnswerView>
      <Modal isDismissable isOpen={editing !== null} onOpenChange={(open) => !open && closeEditing()} className="modal">
        {editing && (
          <EditCategoryDialog
            category={editing}
            tree={tree}
            error={dialogError}
            onSave={async (body, parentId) => {
              const saved = await run(
                async () => {
                  await adminApi('patch', '/admin-api/categories/{id}', { params: { id: String(editing.id) }, body });
                  if (parentId !== editing.parentId)
                    await adminApi('post', '/admin-api/categories/{id}/move', {
                      params: { id: String(editing.id) },
                      body: { parentId },
                    });
                },
                t('admin.categories.saved'),
                true,
              );
              if (saved) closeEditing();
            }}
          />
        )}
      </Modal>
    </section>
  );
}

function CategoryList({
  parentId,
  tree,
  onMove,
  onEdit,
  onPublish,
}: {
  parentId: number | null;
  tree: Tree;
  onMove(category: AdminCategory, parentId: number | null, position: number): void;
  onEdit(category: AdminCategory): void;
  onPublish(category: AdminCategory, isPublished: boolean): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const siblings = tree.children(parentId);
  if (siblings.length === 0) return null;
  return (
    <ul className={parentId === null ? 'tree' : 'tree-children'}>
      {siblings.map((category, index) => {
        const name = language === 'ar' ? category.nameAr : category.nameEn;
        return (
          <li key={category.id}>
            <div className="tree-row">
              <span className="tree-name">
                {name}
                <bdi className="muted tree-slug" dir="ltr">
                  /{category.slug}
                </bdi>
                {!category.isPublished && <span className="badge">{t('admin.categories.hidden')}</span>}
                <span className="muted"> · {t('admin.categories.products', { count: category.productCount })}</span>
              </span>
              <span className="tree-actions">
                <Button
                  className="button button-quiet button-icon"
                  aria-label={t('admin.categories.moveUp', { name })}
                  isDisabled={index === 0}
                  onPress={() => onMove(category, parentId, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  className="button button-quiet button-icon"
                  aria-label={t('admin.categories.moveDown', { name })}
                  isDisabled={index === siblings.length - 1}
                  onPress={() => onMove(category, parentId, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  className="button button-quiet"
                  aria-label={t(
                    category.isPublished ? 'admin.categories.unpublishNamed' : 'admin.categories.publishNamed',
                    { name },
                  )}
                  onPress={() => onPublish(category, !category.isPublished)}
                >
                  {category.isPublished ? t('admin.categories.unpublish') : t('admin.categories.publish')}
                </Button>
                <Button
                  className="button button-quiet"
                  aria-label={t('admin.categories.editNamed', { name })}
                  onPress={() => onEdit(category)}
                >
                  {t('admin.edit')}
                </Button>
              </span>
            </div>
            <CategoryList parentId={category.id} tree={tree} onMove={onMove} onEdit={onEdit} onPublish={onPublish} />
          </li>
        );
      })}
    </ul>
  );
}

function ParentSelect({
  tree,
  exclude,
  defaultParentId,
}: {
  tree: Tree;
  exclude?: Set<number>;
  defaultParentId: number | null;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <SelectField
      name="parentId"
      defaultSelectedKey={defaultParentId === null ? TOP : String(defaultParentId)}
      label={t('admin.categories.parent')}
    >
      <ListBoxItem id={TOP} className="option">
        {t('admin.categories.parent.top')}
      </ListBoxItem>
      {tree.flat
        .filter(({ category }) => !exclude?.has(category.id))
        .map(({ category, depth }) => {
          const name = language === 'ar' ? category.nameAr : category.nameEn;
          return (
            <ListBoxItem key={category.id} id={String(category.id)} className="option" textValue={name}>
              <span style={{ paddingInlineStart: `${depth}rem` }}>{name}</span>
            </ListBoxItem>
          );
        })}
    </SelectField>
  );
}

const parentIdOf = (form: FormData) => {
  const value = String(form.get('parentId') ?? TOP);
  return value === TOP || value === '' ? null : Number(value);
};
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function CreateCategoryForm({
  tree,
  onCreate,
}: {
  tree: Tree;
  onCreate(body: { nameEn: string; nameAr: string; slug?: string; parentId: number | null }): Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <Form
      className="card filters"
      aria-labelledby="new-category-title"
      onSubmit={async (event) => {
        event.preventDefault();
        const element = event.currentTarget;
        const form = new FormData(element);
        const slug = text(form, 'slug');
        const created = await onCreate({
          nameEn: text(form, 'nameEn'),
          nameAr: text(form, 'nameAr'),
          ...(slug && { slug }),
          parentId: parentIdOf(form),
        });
        if (created) element.reset();
      }}
    >
      <Heading level={2} id="new-category-title" className="form-title">
        {t('admin.categories.new')}
      </Heading>
      <TextInputField name="nameEn" isRequired label={t('admin.names.en')} dir="ltr" />
      <TextInputField name="nameAr" isRequired label={t('admin.names.ar')} dir="rtl" />
      <TextInputField name="slug" label={t('admin.slug')} dir="ltr" placeholder={t('admin.slug.auto')} />
      <ParentSelect tree={tree} defaultParentId={null} />
      <div className="filter-actions">
        <Button type="submit" className="button">
          {t('admin.categories.create')}
        </Button>
      </div>
    </Form>
  );
}

function EditCategoryDialog({
  category,
  tree,
  error,
  onSave,
}: {
  category: AdminCategory;
  tree: Tree;
  error: string | null;
  onSave(
    body: {
      nameEn: string;
      nameAr: string;
      slug: string;
      descriptionEn: string;
      descriptionAr: string;
      imagePath: string | null;
      isPublished: boolean;
    },
    parentId: number | null,
  ): Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog className="dialog" aria-labelledby="edit-category-title">
      {({ close }) => (
        <Form
          className="form"
          onSubmit={async (event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            await onSave(
              {
                nameEn: text(form, 'nameEn'),
                nameAr: text(form, 'nameAr'),
                slug: text(form, 'slug'),
                descriptionEn: text(form, 'descriptionEn'),
                descriptionAr: text(form, 'descriptionAr'),
                imagePath: text(form, 'imagePath') || null,
                isPublished: form.get('isPublished') === 'on',
              },
              parentIdOf(form),
            );
          }}
        >
          <Heading slot="title" level={2} id="edit-category-title">
            {t('admin.categories.edit')}
          </Heading>
          <TextInputField
            name="nameEn"
            isRequired
            defaultValue={category.nameEn}
            label={t('admin.names.en')}
            dir="ltr"
          />
          <TextInputField
            name="nameAr"
            isRequired
            defaultValue={category.nameAr}
            label={t('admin.names.ar')}
            dir="rtl"
          />
          <TextInputField name="slug" isRequired defaultValue={category.slug} label={t('admin.slug')} dir="ltr" />
          <TextInputField
            name="descriptionEn"
            defaultValue={category.descriptionEn}
            label={t('admin.descriptions.en')}
            dir="ltr"
            rows={3}
          />
          <TextInputField
            name="descriptionAr"
            defaultValue={category.descriptionAr}
            label={t('admin.descriptions.ar')}
            dir="rtl"
            rows={3}
          />
          <PictureField name="imagePath" label={t('admin.categories.image')} initialPath={category.imagePath} />
          <ParentSelect tree={tree} exclude={tree.below(category.id)} defaultParentId={category.parentId} />
          <Checkbox name="isPublished" defaultSelected={category.isPublished} className="checkbox">
            <span className="checkbox-box" aria-hidden="true" />
            {t('admin.categories.isPublished')}
          </Checkbox>
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="filter-actions">
            <Button type="submit" className="button">
              {t('admin.save')}
            </Button>
            <Button className="button button-quiet" onPress={close}>
              {t('admin.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
