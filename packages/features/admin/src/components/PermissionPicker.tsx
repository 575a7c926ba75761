import type { PermissionCatalogueEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Checkbox } from '@coffer/ui/Checkbox';
import { Heading } from '@coffer/ui/Heading';
import { NumberField } from '@coffer/ui/NumberField';
import * as styles from './permission-picker.css';
import { type Grants, groupCatalogue } from './role-form';

export interface PermissionPickerProps {
  catalogue: PermissionCatalogueEntry[];
  grants: Grants;
  onChange: (grants: Grants) => void;
}

/**
 * The permissions a role grants, by group: a checkbox each, and for a granted permission
 * that declares restrictions a number field per restriction (empty: unlimited).
 */
export function PermissionPicker({ catalogue, grants, onChange }: PermissionPickerProps) {
  const { trans } = useTrans();
  const change = (name: string, next: Partial<Grants[string]>) => {
    const current = grants[name] ?? { granted: false, restrictions: {} };
    onChange({ ...grants, [name]: { ...current, ...next } });
  };
  return (
    <div className={styles.picker}>
      {groupCatalogue(catalogue).map(([group, entries]) => (
        <fieldset key={group} className={styles.group}>
          <legend className={styles.legend}>
            <Heading level={3} size="sm">
              {group}
            </Heading>
          </legend>
          {entries.map((entry) => {
            const grant = grants[entry.name];
            return (
              <div key={entry.name} className={styles.permission}>
                <Checkbox
                  isSelected={grant?.granted ?? false}
                  onChange={(granted) => change(entry.name, { granted })}
                >
                  {entry.name}
                </Checkbox>
                {grant?.granted && entry.restrictions.length > 0 && (
                  <fieldset
                    aria-label={trans('Limits of {permission}', { permission: entry.name })}
                    className={styles.restrictions}
                  >
                    {entry.restrictions.map((restriction) => (
                      <NumberField
                        key={restriction}
                        className={styles.restriction}
                        label={restriction}
                        description={trans('Empty: unlimited')}
                        minValue={0}
                        value={grant.restrictions[restriction] ?? Number.NaN}
                        onChange={(value) =>
                          change(entry.name, {
                            restrictions: {
                              ...grant.restrictions,
                              [restriction]: Number.isNaN(value) ? null : value,
                            },
                          })
                        }
                      />
                    ))}
                  </fieldset>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
