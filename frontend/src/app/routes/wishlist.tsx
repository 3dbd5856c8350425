import { WishlistPage } from '@/features/wishlist/wishlist-page'

export default WishlistPage
