import { AddressBookPage } from '@/features/account/addresses/address-book-page'

export default AddressBookPage
