import { AllProductsPage } from '@/features/catalog/all-products-page'

export default AllProductsPage
