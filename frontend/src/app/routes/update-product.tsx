import { UpdateProductPage } from '@/features/admin/product-form-page'

export default UpdateProductPage
