import {
  type FieldTemplateProps,
  getTemplate,
  getUiOptions,
  type TemplatesType,
  type TitleFieldProps,
} from "@rjsf/utils";

/** The required mark: seen, not read out (the field's own `required` state says it), so a label is its title alone. */
function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className="required" aria-hidden="true">
      *
    </span>
  ) : null;
}

/** The form library's field layout, with a label whose accessible name is the field's title or key exactly. */
function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    hidden,
    required,
    displayLabel,
    registry,
    uiSchema,
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate("WrapIfAdditionalTemplate", registry, uiOptions);
  if (hidden) return <div className="hidden">{children}</div>;
  const showLabel = displayLabel && uiOptions.widget !== "checkbox" && label;
  return (
    <WrapIfAdditionalTemplate {...props}>
      {showLabel ? (
        <label className="control-label" htmlFor={id}>
          {label}
          <RequiredMark required={required} />
        </label>
      ) : null}
      {displayLabel && description ? description : null}
      {children}
      {errors}
      {help}
    </WrapIfAdditionalTemplate>
  );
}

function TitleFieldTemplate({ id, title, required, optionalDataControl }: TitleFieldProps) {
  return (
    <legend id={id}>
      {title}
      <RequiredMark required={required} />
      {optionalDataControl ? <span className="pull-right">{optionalDataControl}</span> : null}
    </legend>
  );
}

export const fieldTemplates: Partial<TemplatesType> = { FieldTemplate, TitleFieldTemplate };
