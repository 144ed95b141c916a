// The reference page of `npm run bench:web` (issue #14): a simple client-rendered React menu, the
// kind of public peer the issue measured beside the venue pages (React, react-router, a store,
// 18 items with images, one JavaScript file, gzip). Measured in the same Lighthouse rounds as the
// venue pages, its score tells how much of a page's score is the load of the machine that ran them.
import { createContext, StrictMode, useContext, useReducer, type Dispatch, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router-dom'

const DISHES = ['bruschetta', 'board', 'cheese', 'salad', 'pasta', 'pizza', 'meat', 'fried', 'fries', 'sandwich', 'bowl', 'dessert', 'coffee', 'water', 'soda', 'beer', 'wine', 'cocktail']

type Item = { id: number; name: string; description: string; cents: number; image: string }

const ITEMS: Item[] = DISHES.map((dish, index) => ({
  id: index + 1,
  name: `${dish[0]!.toUpperCase()}${dish.slice(1)} della casa`,
  description: `Preparato ogni giorno con ingredienti freschi di stagione (${index + 1})`,
  cents: 450 + index * 75,
  image: `/img/${dish}.webp`,
}))

const euros = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100)

type Cart = Record<number, number>
type CartAction = { type: 'added'; id: number }

function cartReducer(cart: Cart, action: CartAction): Cart {
  return { ...cart, [action.id]: (cart[action.id] ?? 0) + 1 }
}

const CartContext = createContext<[Cart, Dispatch<CartAction>]>([{}, () => {}])

function CartProvider({ children }: { children: ReactNode }) {
  return <CartContext.Provider value={useReducer(cartReducer, {})}>{children}</CartContext.Provider>
}

function Header() {
  const [cart] = useContext(CartContext)
  const count = Object.values(cart).reduce((sum, quantity) => sum + quantity, 0)
  return (
    <header>
      <Link to="/">Trattoria di riferimento</Link>
      <span aria-label="Carrello">🛒 {count}</span>
    </header>
  )
}

function Menu() {
  const [, dispatch] = useContext(CartContext)
  return (
    <main>
      <h1>Menù</h1>
      {ITEMS.map((item) => (
        <article className="card" key={item.id}>
          <img src={item.image} alt={item.name} width={72} height={72} loading={item.id > 6 ? 'lazy' : 'eager'} />
          <div>
            <h2>
              <Link to={`/item/${item.id}`}>{item.name}</Link>
            </h2>
            <p>{item.description}</p>
            <div className="price">{euros(item.cents)}</div>
          </div>
          <button type="button" aria-label={`Aggiungi ${item.name}`} onClick={() => dispatch({ type: 'added', id: item.id })}>
            +
          </button>
        </article>
      ))}
    </main>
  )
}

function ItemPage() {
  const item = ITEMS.find((candidate) => String(candidate.id) === useParams().id)
  if (!item) return <main>Piatto non trovato</main>
  return (
    <main>
      <img className="hero" src={item.image} alt={item.name} width={400} height={300} />
      <h1>{item.name}</h1>
      <p>{item.description}</p>
      <p>{euros(item.cents)}</p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <CartProvider>
        <Header />
        <Routes>
          <Route path="/" element={<Menu />} />
          <Route path="/item/:id" element={<ItemPage />} />
        </Routes>
      </CartProvider>
    </BrowserRouter>
  </StrictMode>,
)
