import {
  Checkbox,
  CheckboxGroup,
  FieldError,
  Heading,
  Input,
  Label,
  ListBoxItem,
  TextField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRIMARY_COLOR, SECONDARY_DARKEN_AMOUNT, darken, readableTextColor } from '@storefront/contracts/color';
import type { MessageKey } from '../i18n/i18n.ts';
import { useLanguage } from '../shell/language.tsx';
import { SelectField } from './select-field.tsx';
import { textIn, withText, type DraftMenu, type DraftTheme, type LocalizedText } from './theme-draft.ts';
import { TextInputField } from './text-input-field.tsx';

const LANGUAGES = ['en', 'ar'] as const;
const SOCIAL = ['facebook_url', 'instagram_url', 'twitter_url', 'tiktok_url', 'youtube_url', 'whatsapp_url'] as const;
const PRICE_FORMATS = ['standard-format', 'decimals-format', 'no-decimal-format'] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

type TextKey = {
  [K in keyof DraftTheme]: DraftTheme[K] extends string | null | undefined ? K : never;
}[keyof DraftTheme];
type LocalizedKey = 'address' | 'copy_right' | 'metadata_title' | 'metadata_description';

/** The theme (SPEC §3) as form fields; the derived secondary colour is drawn as the primary one is typed. */
export function ThemeFields({
  theme,
  menus,
  onChange,
}: {
  theme: DraftTheme;
  menus: DraftMenu[];
  onChange(theme: DraftTheme): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const set = (patch: Partial<DraftTheme>) => onChange({ ...theme, ...patch });
  const menuName = (menu: DraftMenu) => (language === 'ar' ? menu.nameAr : menu.nameEn);

  const text = (field: TextKey, label: MessageKey, dir: 'ltr' | 'auto' = 'ltr') => (
    <TextInputField
      name={`theme.${field}`}
      value={(theme[field] as string | null | undefined) ?? ''}
      onChange={(value) => set({ [field]: value.trim() === '' ? null : value })}
      label={t(label)}
      dir={dir}
    />
  );
  const localized = (field: LocalizedKey, label: MessageKey) =>
    LANGUAGES.map((lang) => (
      <TextInputField
        key={lang}
        name={`theme.${field}`}
        value={textIn(theme[field] as LocalizedText, lang)}
        onChange={(value) => set({ [field]: withText(theme[field] as LocalizedText, lang, value) })}
        label={t(label, { language: t(`admin.content.language.${lang}`) })}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
      />
    ));

  return (
    <div className="editor-section">
      <section className="card" aria-labelledby="theme-brand">
        <Heading level={2} id="theme-brand" className="form-title">
          {t('admin.content.brand')}
        </Heading>
        <div className="editor-grid">
          {text('logo', 'admin.content.logo')}
          <ColorField color={theme.color ?? DEFAULT_PRIMARY_COLOR} onChange={(color) => set({ color })} />
          <CheckboxGroup
            className="field"
            value={theme.languages}
            onChange={(languages) => set({ languages })}
            name="theme.languages"
          >
            <Label>{t('admin.content.languages')}</Label>
            {LANGUAGES.map((lang) => (
              <Checkbox key={lang} value={lang} className="checkbox">
                <span className="checkbox-box" aria-hidden="true" />
                {t(`admin.content.language.${lang}`)}
              </Checkbox>
            ))}
            <FieldError className="form-error" />
          </CheckboxGroup>
          <SelectField
            label={t('admin.content.priceFormat')}
            name="theme.price_format"
            selectedKey={theme.price_format ?? 'standard-format'}
            onSelectionChange={(key) => set({ price_format: key as (typeof PRICE_FORMATS)[number] })}
          >
            {PRICE_FORMATS.map((format) => (
              <ListBoxItem key={format} id={format} className="listbox-item">
                {t(`admin.content.priceFormat.${format}`)}
              </ListBoxItem>
            ))}
          </SelectField>
        </div>
      </section>

      <section className="card" aria-labelledby="theme-menus">
        <Heading level={2} id="theme-menus" className="form-title">
          {t('admin.content.menusUsed')}
        </Heading>
        <div className="editor-grid">
          <SelectField
            label={t('admin.content.mainMenu')}
            name="theme.main_menu"
            selectedKey={theme.main_menu}
            onSelectionChange={(key) => set({ main_menu: Number(key) })}
          >
            {menus.map((menu) => (
              <ListBoxItem key={menu.menuId} id={menu.menuId} className="listbox-item">
                {menuName(menu)}
              </ListBoxItem>
            ))}
          </SelectField>
          <CheckboxGroup
            className="field"
            name="theme.footer_menus"
            value={(theme.footer_menus ?? []).map(String)}
            onChange={(ids) =>
              set({ footer_menus: menus.map((menu) => menu.menuId).filter((id) => ids.includes(String(id))) })
            }
          >
            <Label>{t('admin.content.footerMenus')}</Label>
            {menus.map((menu) => (
              <Checkbox key={menu.menuId} value={String(menu.menuId)} className="checkbox">
                <span className="checkbox-box" aria-hidden="true" />
                {menuName(menu)}
              </Checkbox>
            ))}
            <FieldError className="form-error" />
          </CheckboxGroup>
        </div>
      </section>

      <section className="card" aria-labelledby="theme-contact">
        <Heading level={2} id="theme-contact" className="form-title">
          {t('admin.content.contact')}
        </Heading>
        <div className="editor-grid">
          {text('phone', 'admin.content.phone')}
          {text('mobile', 'admin.content.mobile')}
          {text('email', 'admin.content.email')}
          {localized('address', 'admin.content.address')}
          {SOCIAL.map((field) => (
            <span key={field}>{text(field, `admin.content.${field}`)}</span>
          ))}
        </div>
      </section>

      <section className="card" aria-labelledby="theme-footer">
        <Heading level={2} id="theme-footer" className="form-title">
          {t('admin.content.footerAndMetadata')}
        </Heading>
        <div className="editor-grid">
          {localized('copy_right', 'admin.content.copyright')}
          {localized('metadata_title', 'admin.content.metadataTitle')}
          {localized('metadata_description', 'admin.content.metadataDescription')}
          {text('metadata_icon', 'admin.content.metadataIcon')}
          {text('overrided_footer_image', 'admin.content.footerImage')}
        </div>
      </section>

      <section className="card" aria-labelledby="theme-shop">
        <Heading level={2} id="theme-shop" className="form-title">
          {t('admin.content.shopRules')}
        </Heading>
        <div className="editor-grid">
          <Checkbox
            className="checkbox"
            isSelected={theme.enforce_checkout_terms ?? false}
            onChange={(enforce_checkout_terms) => set({ enforce_checkout_terms })}
          >
            <span className="checkbox-box" aria-hidden="true" />
            {t('admin.content.enforceTerms')}
          </Checkbox>
          {text('checkout_terms_page', 'admin.content.termsPage')}
          <Checkbox
            className="checkbox"
            isSelected={theme.keep_out_of_stock_at_end ?? false}
            onChange={(keep_out_of_stock_at_end) => set({ keep_out_of_stock_at_end })}
          >
            <span className="checkbox-box" aria-hidden="true" />
            {t('admin.content.outOfStockLast')}
          </Checkbox>
          {text('default_address_country', 'admin.content.country')}
        </div>
      </section>
    </div>
  );
}

/** The primary colour, typed or picked, with swatches of it and of the secondary colour derived from it (SPEC §5). */
function ColorField({ color, onChange }: { color: string; onChange(color: string): void }) {
  const { t } = useTranslation();
  const valid = HEX.test(color);
  const secondary = valid ? darken(color, SECONDARY_DARKEN_AMOUNT) : null;
  return (
    <div className="field color-field">
      <TextField name="theme.color" value={color} onChange={onChange} className="field">
        <Label>{t('admin.content.color')}</Label>
        <span className="color-inputs">
          <Input dir="ltr" />
          <input
            type="color"
            aria-label={t('admin.content.colorPicker')}
            value={valid ? color.toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value)}
          />
        </span>
        <FieldError className="form-error" />
      </TextField>
      <div className="swatches" aria-live="polite">
        {valid && (
          <span className="swatch" style={{ background: color, color: readableTextColor(color) }}>
            {t('admin.content.primary')} <bdi dir="ltr">{color.toLowerCase()}</bdi>
          </span>
        )}
        {secondary && (
          <span
            className="swatch"
            data-testid="secondary-swatch"
            style={{ background: secondary, color: readableTextColor(secondary) }}
          >
            {t('admin.content.secondary')} <bdi dir="ltr">{secondary}</bdi>
          </span>
        )}
      </div>
    </div>
  );
}
