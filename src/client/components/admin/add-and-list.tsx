import * as React from 'react';
import { flushSync } from 'react-dom';
import { Pencil, Plus } from 'lucide-react';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/admin.ts';

type Heading = 'h2' | 'h3';

/** An admin tab that manages a list: the add form in one column, what is there in the other. */
export function AddAndListLayout({
  idBase,
  heading: HeadingTag = 'h2',
  addHeading,
  addForm,
  listHeading,
  children,
}: {
  /** Prefix of the two sections' heading ids. */
  idBase: string;
  heading?: Heading;
  addHeading: string;
  addForm: React.ReactNode;
  listHeading: string;
  children: React.ReactNode;
}) {
  const size = HeadingTag === 'h2' ? 'text-xl' : 'text-lg';
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby={`${idBase}-add-heading`} className="flex min-w-0 flex-col gap-4">
        <HeadingTag id={`${idBase}-add-heading`} className={`flex items-center gap-2 ${size} font-semibold`}>
          <Plus className="size-5" aria-hidden="true" />
          {addHeading}
        </HeadingTag>
        <div className="rounded-lg border border-border bg-card p-4 shadow-xs sm:p-5">{addForm}</div>
      </section>
      <section aria-labelledby={`${idBase}-list-heading`} className="flex min-w-0 flex-col gap-6">
        <HeadingTag id={`${idBase}-list-heading`} className={`${size} font-semibold`}>
          {listHeading}
        </HeadingTag>
        {children}
      </section>
    </div>
  );
}

/** A small button acting on one item of a list; screen readers hear which item (": name"). */
export function ItemButton({ itemName, children, ...props }: ButtonProps & { itemName: string }) {
  return (
    <Button size="sm" variant="outline" {...props}>
      {children}
      <span className="sr-only">: {itemName}</span>
    </Button>
  );
}

/** A destructive item button (delete, retire) that asks first; Cancel keeps the item. */
export function ConfirmedItemButton({
  itemName,
  disabled,
  children,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  itemName: string;
  disabled: boolean;
  /** The button's icon and label. */
  children: React.ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      trigger={
        <ItemButton itemName={itemName} disabled={disabled} className="text-destructive">
          {children}
        </ItemButton>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={t('ui.cancel')}
      onConfirm={onConfirm}
    />
  );
}

/** Submit (its label while saving says so) and, when editing, Cancel. */
export function SaveButtons({ isSaving, submitLabel, onCancel }: { isSaving: boolean; submitLabel: string; onCancel?: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={isSaving}>
        {isSaving ? t('admin.saving') : submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          {t('ui.cancel')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * One item of an admin list that its Edit button turns into a form in place; closing the form
 * (saved or cancelled) brings focus back to that Edit button, so keyboard users keep their place.
 */
export function EditableItem({
  itemName,
  editHeading,
  renderEditor,
  actions,
  children,
  ...props
}: {
  itemName: string;
  editHeading: string;
  /** The form, given the function that closes it. */
  renderEditor: (close: () => void) => React.ReactNode;
  /** The item's buttons, given its Edit button to place among them. */
  actions: (editButton: React.ReactNode) => React.ReactNode;
  children: React.ReactNode;
} & Omit<React.ComponentProps<'li'>, 'children'>) {
  const t = useT();
  const [isEditing, setIsEditing] = React.useState(false);
  const editButtonId = React.useId();
  const close = () => {
    flushSync(() => setIsEditing(false));
    document.getElementById(editButtonId)?.focus();
  };

  if (isEditing) {
    return (
      <li className="rounded-lg border-2 border-primary bg-card p-4">
        <h4 className="mb-3 font-semibold">{editHeading}</h4>
        {renderEditor(close)}
      </li>
    );
  }

  const editButton = (
    <ItemButton id={editButtonId} itemName={itemName} onClick={() => setIsEditing(true)}>
      <Pencil aria-hidden="true" />
      {t('admin.edit')}
    </ItemButton>
  );
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs" {...props}>
      {children}
      <div className="flex flex-wrap gap-2">{actions(editButton)}</div>
    </li>
  );
}
