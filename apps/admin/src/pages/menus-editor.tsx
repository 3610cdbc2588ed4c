import { useState } from 'react';
import {
  Button,
  Checkbox,
  ComboBox,
  Dialog,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../shell/language.tsx';
import { SelectField } from './select-field.tsx';
import { nextItemId, type DraftMenu, type DraftMenuItem } from './theme-draft.ts';
import { TextInputField } from './text-input-field.tsx';

/** How deep the server lets menus nest (content-release.ts MENU_MAX_DEPTH). */
const MAX_DEPTH = 3;
/** Offered in the icon picker; any other material-outline name may be typed. */
const ICONS = [
  'home',
  'category',
  'storefront',
  'local_offer',
  'sell',
  'new_releases',
  'star',
  'favorite',
  'shopping_cart',
  'local_shipping',
  'card_giftcard',
  'receipt_long',
  'person',
  'info',
  'help',
  'support_agent',
  'phone',
  'mail',
  'location_on',
  'policy',
  'description',
  'language',
  'search',
  'settings',
];

interface Node {
  item: DraftMenuItem;
  children: Node[];
}

const treeOf = (items: DraftMenuItem[], parentId: number | null = null): Node[] =>
  items.filter((item) => item.parentId === parentId).map((item) => ({ item, children: treeOf(items, item.id) }));
/** Parents before children, siblings in order: the order the server keeps. */
const flatten = (nodes: Node[], parentId: number | null = null): DraftMenuItem[] =>
  nodes.flatMap((node) => [{ ...node.item, parentId }, ...flatten(node.children, node.item.id)]);
const heightOf = (node: Node): number => 1 + Math.max(0, ...node.children.map(heightOf));

/** The sibling list holding `id`, its index there and the parent node (null at the top). */
function locate(nodes: Node[], id: number, parent: Node | null = null): [Node[], number, Node | null] | null {
  const index = nodes.findIndex((node) => node.item.id === id);
  if (index >= 0) return [nodes, index, parent];
  for (const node of nodes) {
    const found = locate(node.children, id, node);
    if (found) return found;
  }
  return null;
}
const depthOf = (nodes: Node[], id: number): number => {
  const found = locate(nodes, id);
  return found?.[2] ? 1 + depthOf(nodes, found[2].item.id) : 1;
};

/** The menus of the draft: pick one, rename it, and edit its nested items (reordered and nested by buttons). */
export function MenusEditor({
  menus,
  mainMenuId,
  errors,
  onChange,
}: {
  menus: DraftMenu[];
  /** Shown first. */
  mainMenuId: number;
  errors: Record<string, string>;
  onChange(menus: DraftMenu[]): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [menuId, setMenuId] = useState(mainMenuId);
  const [editing, setEditing] = useState<{ item: DraftMenuItem; isNew: boolean } | null>(null);
  const m = Math.max(
    0,
    menus.findIndex((menu) => menu.menuId === menuId),
  );
  const menu = menus[m]!;
  const tree = treeOf(menu.items);

  const setMenu = (next: DraftMenu) => onChange(menus.map((candidate, i) => (i === m ? next : candidate)));
  /** Applies `change` to a copy of the tree and stores it back. */
  function reshape(change: (nodes: Node[]) => void) {
    const copy = treeOf(menu.items);
    change(copy);
    setMenu({ ...menu, items: flatten(copy) });
  }
  /** Keeps the keyboard on the item just moved: its same button, or another of its enabled ones. */
  const refocus = (id: number, action: string) =>
    requestAnimationFrame(() => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>(`[data-item="${id}"]`)].filter(
        (button) => !button.disabled,
      );
      (buttons.find((button) => button.dataset.action === action) ?? buttons[0])?.focus();
    });
  const move = (id: number, delta: number) =>
    reshape((nodes) => {
      const [siblings, index] = locate(nodes, id)!;
      const [node] = siblings.splice(index, 1);
      siblings.splice(index + delta, 0, node!);
    });
  const indent = (id: number) =>
    reshape((nodes) => {
      const [siblings, index] = locate(nodes, id)!;
      const [node] = siblings.splice(index, 1);
      siblings[index - 1]!.children.push(node!);
    });
  const outdent = (id: number) =>
    reshape((nodes) => {
      const [siblings, index, parent] = locate(nodes, id)!;
      const [node] = siblings.splice(index, 1);
      const [outer, parentIndex] = locate(nodes, parent!.item.id)!;
      outer.splice(parentIndex + 1, 0, node!);
    });
  const remove = (id: number) =>
    reshape((nodes) => {
      const [siblings, index] = locate(nodes, id)!;
      siblings.splice(index, 1);
    });
  function save(item: DraftMenuItem, isNew: boolean) {
    setMenu({
      ...menu,
      items: isNew
        ? flatten(treeOf([...menu.items, item]))
        : menu.items.map((candidate) => (candidate.id === item.id ? item : candidate)),
    });
    setEditing(null);
  }
  const newItem = (parentId: number | null): DraftMenuItem => ({
    id: nextItemId(menus),
    parentId,
    titleEn: '',
    titleAr: '',
    route: '/',
    icon: null,
    openInNewTab: false,
    allowGuestUser: true,
  });
  const titleOf = (item: DraftMenuItem) => (language === 'ar' ? item.titleAr : item.titleEn) || item.titleEn;
  const flat = flatten(tree);
  const errorOfItem = (id: number) => {
    const index = flat.findIndex((item) => item.id === id);
    return Object.entries(errors).find(([field]) => field.startsWith(`menus.${m}.items.${index}.`))?.[1];
  };

  const list = (nodes: Node[]) => {
    return (
      <ul className={nodes === tree ? 'tree' : 'tree-children'}>
        {nodes.map((node, index) => {
          const { item } = node;
          const name = titleOf(item);
          const depth = depthOf(tree, item.id);
          const error = errorOfItem(item.id);
          return (
            <li key={item.id}>
              <div className="tree-row">
                <span className="tree-name">
                  {item.icon?.startsWith('material-outline:') && (
                    <img
                      className="menu-icon"
                      alt=""
                      src={`/icons/material-outline/${item.icon.slice('material-outline:'.length)}.svg`}
                    />
                  )}
                  {name}
                  <bdi className="muted tree-slug" dir="ltr">
                    {item.route}
                  </bdi>
                  {!item.allowGuestUser && <span className="badge">{t('admin.content.item.signedInOnly')}</span>}
                  {item.openInNewTab && <span className="badge">{t('admin.content.item.newTab')}</span>}
                  {error && (
                    <span role="alert" className="form-error">
                      {' '}
                      {error}
                    </span>
                  )}
                </span>
                <span className="tree-actions">
                  <Button
                    className="button button-quiet button-icon"
                    aria-label={t('admin.content.item.moveUp', { name })}
                    isDisabled={index === 0}
                    data-item={item.id}
                    data-action="up"
                    onPress={() => {
                      move(item.id, -1);
                      refocus(item.id, 'up');
                    }}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    className="button button-quiet button-icon"
                    aria-label={t('admin.content.item.moveDown', { name })}
                    isDisabled={index === nodes.length - 1}
                    data-item={item.id}
                    data-action="down"
                    onPress={() => {
                      move(item.id, 1);
                      refocus(item.id, 'down');
                    }}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    className="button button-quiet button-icon"
                    aria-label={t('admin.content.item.indent', { name })}
                    isDisabled={index === 0 || depth + heightOf(node) > MAX_DEPTH}
                    data-item={item.id}
                    data-action="indent"
                    onPress={() => {
                      indent(item.id);
                      refocus(item.id, 'indent');
                    }}
                  >
                    <span aria-hidden="true" className="flip">
                      →
                    </span>
                  </Button>
                  <Button
                    className="button button-quiet button-icon"
                    aria-label={t('admin.content.item.outdent', { name })}
                    isDisabled={item.parentId === null}
                    data-item={item.id}
                    data-action="outdent"
                    onPress={() => {
                      outdent(item.id);
                      refocus(item.id, 'outdent');
                    }}
                  >
                    <span aria-hidden="true" className="flip">
                      ←
                    </span>
                  </Button>
                  <Button
                    className="button button-quiet"
                    aria-label={t('admin.content.item.editNamed', { name })}
                    onPress={() => setEditing({ item, isNew: false })}
                  >
                    {t('admin.edit')}
                  </Button>
                  {depth < MAX_DEPTH && (
                    <Button
                      className="button button-quiet"
                      aria-label={t('admin.content.item.addChild', { name })}
                      onPress={() => setEditing({ item: newItem(item.id), isNew: true })}
                    >
                      {t('admin.content.item.add')}
                    </Button>
                  )}
                  <Button
                    className="button button-quiet button-danger"
                    aria-label={t('admin.content.item.deleteNamed', { name })}
                    onPress={() => remove(item.id)}
                  >
                    {t('admin.delete')}
                  </Button>
                </span>
              </div>
              {node.children.length > 0 && list(node.children)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div className="editor-section">
      <section className="card" aria-labelledby="menu-title">
        <Heading level={2} id="menu-title" className="form-title">
          {t('admin.content.menu')}
        </Heading>
        <div className="editor-grid">
          <SelectField
            label={t('admin.content.menuPicked')}
            selectedKey={menu.menuId}
            onSelectionChange={(key) => setMenuId(Number(key))}
          >
            {menus.map((candidate) => (
              <ListBoxItem key={candidate.menuId} id={candidate.menuId} className="listbox-item">
                {language === 'ar' ? candidate.nameAr : candidate.nameEn}
              </ListBoxItem>
            ))}
          </SelectField>
          <TextInputField
            value={menu.nameEn}
            onChange={(nameEn) => setMenu({ ...menu, nameEn })}
            label={t('admin.names.en')}
            dir="ltr"
          />
          <TextInputField
            value={menu.nameAr}
            onChange={(nameAr) => setMenu({ ...menu, nameAr })}
            label={t('admin.names.ar')}
            dir="rtl"
          />
        </div>
        {tree.length === 0 ? <p className="muted">{t('admin.content.menuEmpty')}</p> : list(tree)}
        <div className="row-actions">
          <Button className="button button-quiet" onPress={() => setEditing({ item: newItem(null), isNew: true })}>
            {t('admin.content.item.addTop')}
          </Button>
          <Button
            className="button button-quiet"
            onPress={() => {
              const id = Math.max(0, ...menus.map((candidate) => candidate.menuId)) + 1;
              onChange([
                ...menus,
                { menuId: id, nameEn: t('admin.content.newMenu'), nameAr: 'قائمة جديدة', items: [] },
              ]);
              setMenuId(id);
            }}
          >
            {t('admin.content.addMenu')}
          </Button>
        </div>
      </section>
      {editing && (
        <ItemDialog
          key={editing.item.id}
          item={editing.item}
          isNew={editing.isNew}
          onSave={(item) => save(item, editing.isNew)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function ItemDialog({
  item,
  isNew,
  onSave,
  onClose,
}: {
  item: DraftMenuItem;
  isNew: boolean;
  onSave(item: DraftMenuItem): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(item);
  const iconName = draft.icon?.startsWith('material-outline:') ? draft.icon.slice('material-outline:'.length) : '';
  const set = (patch: Partial<DraftMenuItem>) => setDraft({ ...draft, ...patch });
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="modal">
      <Dialog className="dialog">
        {/* Not a form: in React's tree the dialog sits inside the draft's form, which a submit here would reach. */}
        <div className="form">
          <Heading slot="title">{isNew ? t('admin.content.item.new') : t('admin.content.item.edit')}</Heading>
          <TextInputField
            isRequired
            value={draft.titleEn}
            onChange={(titleEn) => set({ titleEn })}
            label={t('admin.content.item.titleEn')}
            dir="ltr"
          />
          <TextInputField
            isRequired
            value={draft.titleAr}
            onChange={(titleAr) => set({ titleAr })}
            label={t('admin.content.item.titleAr')}
            dir="rtl"
          />
          <TextInputField
            isRequired
            value={draft.route}
            onChange={(route) => set({ route })}
            label={t('admin.content.item.route')}
            dir="ltr"
          />
          <ComboBox
            className="field"
            allowsCustomValue
            inputValue={iconName}
            onInputChange={(name) => set({ icon: name.trim() ? `material-outline:${name.trim()}` : null })}
            onSelectionChange={(key) => key !== null && set({ icon: `material-outline:${String(key)}` })}
            defaultItems={ICONS.map((name) => ({ id: name }))}
          >
            <Label>{t('admin.content.item.icon')}</Label>
            <span className="color-inputs">
              <Input dir="ltr" />
              {iconName && <img className="menu-icon" alt="" src={`/icons/material-outline/${iconName}.svg`} />}
            </span>
            <Popover className="popover">
              <ListBox className="listbox">
                {(option: { id: string }) => (
                  <ListBoxItem id={option.id} textValue={option.id} className="listbox-item">
                    <img className="menu-icon" alt="" src={`/icons/material-outline/${option.id}.svg`} /> {option.id}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
          <Checkbox
            className="checkbox"
            isSelected={draft.openInNewTab}
            onChange={(openInNewTab) => set({ openInNewTab })}
          >
            <span className="checkbox-box" aria-hidden="true" />
            {t('admin.content.item.openInNewTab')}
          </Checkbox>
          <Checkbox
            className="checkbox"
            isSelected={draft.allowGuestUser}
            onChange={(allowGuestUser) => set({ allowGuestUser })}
          >
            <span className="checkbox-box" aria-hidden="true" />
            {t('admin.content.item.allowGuestUser')}
          </Checkbox>
          <div className="row-actions">
            <Button
              className="button"
              isDisabled={!draft.titleEn.trim() || !draft.titleAr.trim() || !draft.route.trim()}
              onPress={() =>
                onSave({
                  ...draft,
                  titleEn: draft.titleEn.trim(),
                  titleAr: draft.titleAr.trim(),
                  route: draft.route.trim(),
                })
              }
            >
              {t('admin.content.item.done')}
            </Button>
            <Button className="button button-quiet" onPress={onClose}>
              {t('admin.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
