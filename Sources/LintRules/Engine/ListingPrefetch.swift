import ProjectModel
import SwiftSource
import Dispatch
import Foundation

/// Folder listings made ahead of a walk by helper threads. The walk still takes every step in
/// its own order and asks for each listing when it gets there; helpers list, from the far end of
/// what the walk has pending, folders it will ask for later. A listing is the same whoever makes
/// it, so what the walk finds does not depend on the helpers or their timing.
final class ListingPrefetch<Listing: Sendable>: @unchecked Sendable {
    private enum State {
        case queued
        case listing
        case listed(Listing)
    }

    private let condition = NSCondition()
    private let list: @Sendable (String) -> Listing
    /// Folders in the order the walk pushed them. The walk pops the newest first, so helpers
    /// start from the oldest: the ones it reaches last.
    private var queue: [String] = []
    private var nextQueued = 0
    /// No entry: never queued, or already handed to the walk.
    private var states: [String: State] = [:]
    private var isFinished = false
    private let helpers = DispatchGroup()

    init(helpers count: Int, list: @escaping @Sendable (String) -> Listing) {
        self.list = list
        for _ in 0..<max(0, count) {
            DispatchQueue.global().async(group: helpers) { self.help() }
        }
    }

    /// The walk will ask for these folders, in the reverse of this order.
    func queue(_ folders: [String]) {
        guard !folders.isEmpty else { return }
        condition.lock()
        for folder in folders where states[folder] == nil {
            states[folder] = .queued
            queue.append(folder)
        }
        condition.broadcast()
        condition.unlock()
    }

    /// The listing of `folder`: a helper's if one made or is making it, else made here.
    func listing(of folder: String) -> Listing {
        condition.lock()
        while case .listing = states[folder] { condition.wait() }
        let state = states.removeValue(forKey: folder)
        condition.unlock()
        if case .listed(let listing) = state { return listing }
        return list(folder)
    }

    /// Stops the helpers once the walk is done, and waits for them.
    func finish() {
        condition.lock()
        isFinished = true
        condition.broadcast()
        condition.unlock()
        helpers.wait()
    }

    private func help() {
        condition.lock()
        while true {
            // Folders the walk took itself have no state left: skip them.
            while nextQueued < queue.count, !isQueued(queue[nextQueued]) { nextQueued += 1 }
            if nextQueued < queue.count {
                let folder = queue[nextQueued]
                nextQueued += 1
                states[folder] = .listing
                condition.unlock()
                let listing = list(folder)
                condition.lock()
                states[folder] = .listed(listing)
                condition.broadcast()
            } else if isFinished {
                break
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    private func isQueued(_ folder: String) -> Bool {
        if case .queued = states[folder] { return true }
        return false
    }
}
