// The address form's rules live with the address book's (lib/addresses/form.ts); checkout uses them as they are.
export * from '@/lib/addresses/form'
