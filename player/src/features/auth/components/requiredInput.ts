/**
 * Marks an input required for assistive technology without MUI's visual asterisk, which would
 * become part of the field's accessible name ("Password *"). Optional fields say so in their label.
 */
export const requiredInput = { htmlInput: { required: true } } as const;
