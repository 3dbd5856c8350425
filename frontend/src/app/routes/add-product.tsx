import { AddProductPage } from '@/features/admin/product-form-page'

export default AddProductPage
