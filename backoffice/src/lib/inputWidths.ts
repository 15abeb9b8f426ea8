/**
 * Form inputs sized to what they hold (react-admin's inputs are full width by default): a
 * three-letter code or a tier is not 1,000 px wide. Spread on the input: <TextInput {...CODE_INPUT} />.
 */
export const CODE_INPUT = { fullWidth: false, sx: { width: 160 } } as const;
export const NUMBER_INPUT = { fullWidth: false, sx: { width: 160 } } as const;
export const DATE_INPUT = { fullWidth: false, sx: { width: 220 } } as const;
/** Names, titles, URLs and descriptions: the form's width, up to a readable line. */
export const TEXT_INPUT = { sx: { maxWidth: 640 } } as const;
