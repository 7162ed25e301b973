/** A failed check: an i18n key of the shared namespace and the values it interpolates. */
export interface ValidationError {
  key: string;
  params: Record<string, string | number>;
}

export type ValidationResult = ValidationError | null;
